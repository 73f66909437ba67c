/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import type { CreateSchemaCustomizationArgs } from "gatsby";
import { buildSchema, isEnumType, isObjectType, type GraphQLNamedType } from "graphql";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import { createSchemaCustomization as siteSchemaCustomization } from "../../../../gatsby-node";
import { NODE_TYPES } from "../constants";
import { createSchemaCustomization, typeDefs } from "../create-schema-customization";
import { sourceNodes } from "../source-nodes";
import { gatsbyApi } from "./gatsby-api";

// Each sources the whole demo catalogue from a real service: seconds on a busy machine (as source-nodes.test.ts).
jest.setTimeout(30_000);

jest.mock("gatsby-source-filesystem", () => ({
  createRemoteFileNode: jest.fn(async ({ url }: { url: string }) => ({ id: `file:${url}` })),
}));

/** What Gatsby itself defines and our SDL uses; Gatsby adds `id`, `parent`, `children` and `internal` to nodes. */
const GATSBY_DEFINITIONS = `
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String, on: String) on FIELD_DEFINITION
  directive @dateformat(formatString: String, locale: String) on FIELD_DEFINITION
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
`;
const GATSBY_NODE_FIELDS = new Set(["id", "parent", "children", "internal"]);

/** Every SDL string a schema customization hands to `createTypes`. */
async function sdlOf(customize: typeof createSchemaCustomization) {
  const types: string[] = [];
  const args = { actions: { createTypes: (sdl: string) => types.push(sdl) } };
  await customize!(args as unknown as CreateSchemaCustomizationArgs, { plugins: [] }, () => {});
  return types.join("\n");
}

function ownTypes(sdl: string) {
  const schema = buildSchema(`${GATSBY_DEFINITIONS}\n${sdl}`, { assumeValidSDL: true });
  const reference = buildSchema(GATSBY_DEFINITIONS, { assumeValidSDL: true }).getTypeMap();
  return Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !reference[type.name]);
}

/** `Type` or `Type.field` for each type, field and enum value the SDL leaves without a description. */
function undocumented(sdl: string): string[] {
  const missing: string[] = [];
  const described = (text: string | null | undefined) => Boolean(text?.trim());
  for (const type of ownTypes(sdl) as GraphQLNamedType[]) {
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing;
}

describe("the GraphQL schema documents itself", () => {
  it("finds what has no description (the check itself)", () => {
    expect(
      undocumented(`"""A""" type A { """x""" x: Int  y: Int } type B { z: Int } """E""" enum E { """a""" A B }`),
    ).toEqual(["A.y", "B", "B.z", "E.B"]);
  });

  it("describes every type, field and enum value of the content schema and of Locale", async () => {
    const sdl = [await sdlOf(createSchemaCustomization), await sdlOf(siteSchemaCustomization)].join("\n");
    const names = ownTypes(sdl).map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining([...Object.values(NODE_TYPES), "Locale"]));
    expect(undocumented(sdl)).toEqual([]);
  });
});

describe("the schema and the nodes built from the demo data", () => {
  let service: ContentService;
  let leadsDir: string;

  beforeAll(async () => {
    leadsDir = mkdtempSync(path.join(tmpdir(), "leads-"));
    service = await startContentService({ port: 0, quiet: true, leadsFile: path.join(leadsDir, "leads.jsonl") });
  });
  afterAll(async () => {
    await service.close();
    rmSync(leadsDir, { recursive: true, force: true });
  });

  it("have the same fields, so the node mapping and the SDL cannot drift apart", async () => {
    const { args, nodes } = gatsbyApi();
    await sourceNodes!(
      args,
      { plugins: [], apiUrl: `http://localhost:${service.port}`, siteId: "termofort", retries: 1, timeoutMs: 5000 },
      () => {},
    );
    const types = new Map(ownTypes(typeDefs).map((type) => [type.name, type]));
    const seen = new Set<string>();
    for (const node of nodes) {
      const type = types.get(node.internal.type);
      if (!type || !isObjectType(type)) throw new Error(`node type ${node.internal.type} is not in the SDL`);
      seen.add(type.name);
      const fields = Object.keys(node).filter((field) => !GATSBY_NODE_FIELDS.has(field));
      expect({ type: type.name, fields: fields.sort() }).toEqual({
        type: type.name,
        fields: Object.keys(type.getFields()).sort(),
      });
    }
    // The demo data holds every kind of content, so every node type was compared.
    expect([...seen].sort()).toEqual(Object.values(NODE_TYPES).sort());
  });
});

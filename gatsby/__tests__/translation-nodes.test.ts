import { readFileSync } from "fs";
import path from "path";
import { onCreateNode } from "../translation-nodes";

type Args = Parameters<NonNullable<typeof onCreateNode>>[0];

/** Runs onCreateNode on a File node of locales/{locale}/translation.json whose content is `text`. */
async function localeNodeFrom(text: string, fields: Record<string, string> = {}) {
  const created: Array<Record<string, unknown>> = [];
  const node = {
    id: "file-1",
    internal: { type: "File" },
    sourceInstanceName: "locale",
    relativeDirectory: "ru",
    name: "translation",
    extension: "json",
    ...fields,
  };
  await onCreateNode!(
    {
      node,
      actions: { createNode: created.push.bind(created) as unknown as Args["actions"]["createNode"] },
      loadNodeContent: async () => text,
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: (value: unknown) => `digest:${String(value).length}`,
    } as unknown as Args,
    {} as never,
    () => undefined,
  );
  return created;
}

describe("Locale nodes", () => {
  it("store the translation file minified, with the same keys and strings", async () => {
    const text = readFileSync(path.join(__dirname, "..", "..", "locales", "ru", "translation.json"), "utf8");
    const [created] = await localeNodeFrom(text);
    const data = created?.data as string;
    expect(JSON.parse(data)).toEqual(JSON.parse(text));
    expect(data).not.toMatch(/\n/);
    expect(data.length).toBeLessThan(text.length);
    expect(created).toMatchObject({
      locale: "ru",
      ns: "translation",
      id: "id:Locale:ru:translation",
      parent: "file-1",
    });
  });

  it("fail the build on a translation file that is not JSON, naming it", async () => {
    await expect(localeNodeFrom('{ "a": ')).rejects.toThrow("locales/ru/translation.json is not valid JSON");
  });

  it("leave other files alone", async () => {
    expect(await localeNodeFrom("{}", { sourceInstanceName: "images" })).toEqual([]);
    expect(await localeNodeFrom("x", { extension: "md" })).toEqual([]);
  });
});

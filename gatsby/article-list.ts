import type { GatsbyNode } from "gatsby";

interface NodeModel {
  getNodeById(args: { id: string; type: string }): Promise<unknown> | unknown;
}

/**
 * `contentArticlesById(ids)`: the articles of one blog list page, in the order given (the page plan's, newest
 * first), read node by node. Read as `allContentArticle(skip, limit)` instead, every list page would depend on every
 * article (Gatsby tracks a list query by its type), so editing one article re-ran every list query of the
 * catalogue; by id, a page's query runs again only when one of its own articles changes (docs/scale.md).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      contentArticlesById: {
        type: "[ContentArticle!]!",
        args: { ids: "[String!]!" },
        resolve: async (_source: unknown, args: { ids: string[] }, context: { nodeModel: NodeModel }) => {
          const nodes = await Promise.all(
            args.ids.map((id) => context.nodeModel.getNodeById({ id, type: "ContentArticle" })),
          );
          return nodes.filter((node) => node !== null && node !== undefined);
        },
      },
    },
  });
};

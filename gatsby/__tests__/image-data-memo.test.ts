import { createResolvers } from "../create-resolvers";
import { createImageDataMemo } from "../image-data-memo";

const file = (digest = "file-digest", absolutePath = "/cache/photo.jpg") => ({
  id: "file-1",
  internal: { contentDigest: digest },
  absolutePath,
});
const image = (digest = "file-digest") => ({ id: "image-1", parent: "file-1", internal: { contentDigest: digest } });

/** A page's resolver context: its nodeModel records which nodes the page read (Gatsby's page dependencies). */
function pageContext(path: string, files: Record<string, ReturnType<typeof file>>, reads: string[]) {
  return {
    path,
    nodeModel: {
      getNodeById: ({ id }: { id: string }) => {
        reads.push(`${path} ${id}`);
        return files[id] ?? null;
      },
    },
  };
}

/** gatsby-transformer-sharp's resolver stood in for: counts calls and returns fresh image data each time. */
function original() {
  const resolve = jest.fn(async (_source: unknown, args: { width?: number }) => ({
    layout: "constrained",
    width: args.width ?? 800,
    images: { fallback: { src: "/static/a/b/photo.jpg" }, sources: [{ type: "image/webp", srcSet: "x 1w" }] },
  }));
  return { resolve, info: { originalResolver: resolve } };
}

describe("ImageSharp.gatsbyImageData memo", () => {
  test("the same image and arguments are resolved once, and every page still reads the image's file", async () => {
    const memo = createImageDataMemo();
    const { resolve, info } = original();
    const reads: string[] = [];
    const files = { "file-1": file() };
    for (const page of ["/a", "/b", "/c"]) {
      await memo(image(), { width: 480, formats: ["AUTO", "WEBP"] }, pageContext(page, files, reads), info);
    }
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(reads).toEqual(["/a file-1", "/b file-1", "/c file-1"]);
  });

  test("the same arguments in another key order are the same variant", async () => {
    const memo = createImageDataMemo();
    const { resolve, info } = original();
    const files = { "file-1": file() };
    await memo(image(), { width: 480, quality: 70 }, pageContext("/a", files, []), info);
    await memo(image(), { quality: 70, width: 480 }, pageContext("/b", files, []), info);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  test("other arguments, another file digest or another file path are resolved again", async () => {
    const memo = createImageDataMemo();
    const { resolve, info } = original();
    await memo(image(), { width: 480 }, pageContext("/a", { "file-1": file() }, []), info);
    await memo(image(), { width: 960 }, pageContext("/a", { "file-1": file() }, []), info);
    await memo(
      image(),
      { width: 480, transformOptions: { fit: "contain" } },
      pageContext("/a", { "file-1": file() }, []),
      info,
    );
    // The image was replaced (develop, or a worker that outlives an edit): its File and ImageSharp digests change.
    await memo(image("new-digest"), { width: 480 }, pageContext("/a", { "file-1": file("new-digest") }, []), info);
    await memo(
      image(),
      { width: 480 },
      pageContext("/a", { "file-1": file("file-digest", "/cache/other.jpg") }, []),
      info,
    );
    expect(resolve).toHaveBeenCalledTimes(5);
  });

  test("each caller gets its own copy: changing one result changes no other", async () => {
    const memo = createImageDataMemo();
    const { info } = original();
    const files = { "file-1": file() };
    const first = (await memo(image(), { width: 480 }, pageContext("/a", files, []), info)) as {
      width: number;
      images: { sources: unknown[] };
    };
    first.width = 1;
    first.images.sources.length = 0;
    const second = await memo(image(), { width: 480 }, pageContext("/b", files, []), info);
    expect(second).not.toBe(first);
    expect(second).toEqual({
      layout: "constrained",
      width: 480,
      images: { fallback: { src: "/static/a/b/photo.jpg" }, sources: [{ type: "image/webp", srcSet: "x 1w" }] },
    });
  });

  test("a failure or an empty result is not kept", async () => {
    const memo = createImageDataMemo();
    const resolve = jest
      .fn()
      .mockRejectedValueOnce(new Error("sharp failed"))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ width: 480 });
    const files = { "file-1": file() };
    const info = { originalResolver: resolve };
    await expect(memo(image(), { width: 480 }, pageContext("/a", files, []), info)).rejects.toThrow("sharp failed");
    await expect(memo(image(), { width: 480 }, pageContext("/b", files, []), info)).resolves.toBeNull();
    await expect(memo(image(), { width: 480 }, pageContext("/c", files, []), info)).resolves.toEqual({ width: 480 });
    await memo(image(), { width: 480 }, pageContext("/d", files, []), info);
    expect(resolve).toHaveBeenCalledTimes(3);
  });

  test("an image whose file is missing goes to the original resolver unmemoised", async () => {
    const memo = createImageDataMemo();
    const { resolve, info } = original();
    await memo(image(), { width: 480 }, pageContext("/a", {}, []), info);
    await memo(image(), { width: 480 }, pageContext("/b", {}, []), info);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  test("the oldest variant is dropped past the limit", async () => {
    const memo = createImageDataMemo(2);
    const { resolve, info } = original();
    const files = { "file-1": file() };
    for (const width of [100, 200, 300, 100]) await memo(image(), { width }, pageContext("/a", files, []), info);
    expect(resolve).toHaveBeenCalledTimes(4);
  });

  test("the site's createResolvers wraps ImageSharp.gatsbyImageData and keeps the blog list's field", async () => {
    const registered: Array<Record<string, Record<string, unknown>>> = [];
    await createResolvers!(
      { createResolvers: (resolvers: Record<string, Record<string, unknown>>) => registered.push(resolvers) } as never,
      {} as never,
      () => undefined,
    );
    const fields = registered.flatMap((resolvers) =>
      Object.entries(resolvers).flatMap(([type, typeFields]) =>
        Object.keys(typeFields).map((field) => `${type}.${field}`),
      ),
    );
    expect(fields.sort()).toEqual(["ImageSharp.gatsbyImageData", "Query.contentArticlesById"]);
  });
});

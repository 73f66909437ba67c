/** Gatsby's plugin cache, kept between builds, in memory: pass the same one to two `sourceNodes` calls. */
export function memoryCache() {
  const values = new Map<string, unknown>();
  return {
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => values.set(key, value),
  };
}

// Gatsby resolves a plugin through its main file; the work happens in gatsby-node.ts.

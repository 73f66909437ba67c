/**
 * Integration tests: real processes (gatsby build, the content service, servers) on this machine, slower than unit
 * tests, run after them in `npm test`. One at a time: each may run a whole build.
 */
const unit = require("./jest.config");

module.exports = {
  ...unit,
  roots: ["<rootDir>/integration"],
  testMatch: ["**/*.test.ts"],
  testTimeout: 600_000,
  maxWorkers: 1,
};

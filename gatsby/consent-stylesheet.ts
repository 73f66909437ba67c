import type { GatsbyNode } from "gatsby";

/**
 * The consent prompt's stylesheet (vanilla-cookieconsent, ~32 KB) as a file of its own, not in the site's CSS:
 * Gatsby bundles every CSS import, lazy ones too, into the one stylesheet it inlines into every page, and the
 * prompt's rules would double it for every visitor, most of whom see the prompt once. Imported from the prompt's
 * chunk, the file's hashed URL is linked when the prompt opens (src/features/consent/prompt.ts).
 */
export const CONSENT_STYLESHEET = /vanilla-cookieconsent[\\/]dist[\\/]cookieconsent\.css$/;

interface Rule {
  test?: unknown;
  exclude?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** Gatsby's own CSS rules (`test: /\.css$/`, inside oneOf lists) must leave the prompt's stylesheet alone. */
function excludeFromCssRules(rules: Rule[]) {
  for (const rule of rules) {
    if (rule.test instanceof RegExp && rule.test.test("x.css")) {
      const exclude = rule.exclude === undefined ? [] : Array.isArray(rule.exclude) ? rule.exclude : [rule.exclude];
      rule.exclude = [...(exclude as unknown[]), CONSENT_STYLESHEET];
    }
    if (rule.oneOf) excludeFromCssRules(rule.oneOf);
    if (rule.rules) excludeFromCssRules(rule.rules);
  }
}

export const consentStylesheet: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, loaders }) => {
  const config = getConfig() as { module: { rules: Rule[] } };
  excludeFromCssRules(config.module.rules);
  config.module.rules.push({ test: CONSENT_STYLESHEET, use: [loaders.file()] } as Rule);
  actions.replaceWebpackConfig(config);
};

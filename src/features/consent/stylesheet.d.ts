/** gatsby/consent-stylesheet.ts emits this stylesheet as a file: importing it yields its URL. */
declare module "vanilla-cookieconsent/dist/cookieconsent.css" {
  const url: string;
  export default url;
}

import "i18next";

// The site's i18next is set up with returnNull: false; tell the types so t() returns a string.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}

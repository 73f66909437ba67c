import { boolean, object, string, type InferType } from "yup";
import { nameProblem, phoneProblem } from "../../../contract/browser";

/**
 * The content contract's rules for a name and a phone (contract/browser.ts: what the gateway and the CMS accept); the
 * form adds only its messages, translation keys it shows through t(), and the policy agreement.
 */
const NAME_MESSAGES = {
  required: "validation.nameRequired",
  short: "validation.nameShort",
  long: "validation.nameLong",
};
const PHONE_MESSAGES = { required: "validation.phoneRequired", incomplete: "validation.phoneIncomplete" };

export const leadSchema = object({
  name: string()
    .trim()
    .default("")
    .test(
      "name",
      ({ value }) => NAME_MESSAGES[nameProblem(value) ?? "required"],
      (value) => !nameProblem(value),
    ),
  phone: string()
    .default("")
    .test(
      "phone",
      ({ value }) => PHONE_MESSAGES[phoneProblem(value) ?? "required"],
      (value) => !phoneProblem(value),
    ),
  policyAgreement: boolean().oneOf([true], "validation.policyRequired").required("validation.policyRequired"),
});

export type LeadFormValues = InferType<typeof leadSchema>;

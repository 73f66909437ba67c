import { boolean, object, string, type InferType } from "yup";
import { isCompletePhone, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "../../../contract/browser";

/** Messages are translation keys: the form shows them through t(). The limits are the content contract's (contract/browser.ts). */
export const leadSchema = object({
  name: string()
    .trim()
    .required("validation.nameRequired")
    .min(NAME_MIN_LENGTH, "validation.nameShort")
    .max(NAME_MAX_LENGTH, "validation.nameLong"),
  phone: string()
    .required("validation.phoneRequired")
    .test("complete", "validation.phoneIncomplete", (value) => isCompletePhone(value ?? "")),
  policyAgreement: boolean().oneOf([true], "validation.policyRequired").required("validation.policyRequired"),
});

export type LeadFormValues = InferType<typeof leadSchema>;

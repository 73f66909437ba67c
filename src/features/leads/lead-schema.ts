import { boolean, object, string, type InferType } from "yup";
import { isCompletePhone } from "./phone-mask";

export const NAME_MIN_LENGTH = 2;

/** Messages are translation keys: the form shows them through t(). */
export const leadSchema = object({
  name: string().trim().required("validation.nameRequired").min(NAME_MIN_LENGTH, "validation.nameShort"),
  phone: string()
    .required("validation.phoneRequired")
    .test("complete", "validation.phoneIncomplete", (value) => isCompletePhone(value ?? "")),
  policyAgreement: boolean().oneOf([true], "validation.policyRequired").required("validation.policyRequired"),
});

export type LeadFormValues = InferType<typeof leadSchema>;

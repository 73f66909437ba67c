import type { ValidationError } from "yup";
import type { Locale } from "../../../contract";

/** Where a request went: every error names it so a failed build points at the endpoint and locale. */
export interface RequestTarget {
  endpoint: string;
  locale: Locale;
}

const where = ({ endpoint, locale }: RequestTarget) => `${endpoint} (locale ${locale})`;

export class ContentFetchError extends Error {
  constructor(
    readonly target: RequestTarget,
    readonly status: number | null,
    detail: string,
  ) {
    super(`${where(target)}: ${status === null ? "" : `HTTP ${status}, `}${detail}`);
    this.name = "ContentFetchError";
  }
}

export class ContentContractError extends Error {
  constructor(
    readonly target: RequestTarget,
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${where(target)}: field '${field}' breaks the content contract: ${detail}`);
    this.name = "ContentContractError";
  }

  static fromValidation(target: RequestTarget, error: ValidationError): ContentContractError {
    return new ContentContractError(target, error.path || "(root)", error.errors[0] ?? error.message);
  }
}

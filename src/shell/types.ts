export interface Phone {
  readonly display: string;
  readonly number: string;
}

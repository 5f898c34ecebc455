// The application form's values and the requests they make: one POST register/application per
// chosen line of the prescription (a partial application records only the lines applied), the
// date, time, applicator, water and area shared.
import { applicationInputSchema, type ApplicationInput, type ApplicatorKind, type AppliedAmountUnit } from '@portal/contracts';
import { schemaErrors } from '@portal/shared/ui';
import type { FormErrors } from '@mantine/form';

export interface LineValues {
  key: string;
  selected: boolean;
  amount: number | string;
  amountUnit: AppliedAmountUnit | '';
}

export interface ApplicationValues {
  appliedOn: string | null;
  startTime: string;
  applicatorKind: ApplicatorKind;
  applicatorName: string;
  applicatorCertificateNo: string;
  waterVolumeLitres: number | string;
  decares: number | string;
  notes: string;
  lines: LineValues[];
}

/** The fields a server detail may name (a line's own go under that line: see `lineField`). */
export const applicationFieldNames = ['appliedOn', 'startTime', 'applicatorKind', 'applicatorName', 'applicatorCertificateNo', 'waterVolumeLitres', 'decares', 'notes', 'lines', 'amount', 'amountUnit', 'prescriptionLineKey'];
/** A request's fields that belong to its line. */
export const LINE_FIELDS = ['amount', 'amountUnit', 'prescriptionLineKey'] as const;
export const lineField = (index: number, field: string) => (field === 'prescriptionLineKey' ? `lines.${index}` : `lines.${index}.${field}`);

const numberOrNull = (v: number | string) => (typeof v === 'number' ? v : null);

/** The fields of an application request (a new one's or a correction's), before parsing: the shared ones and one line's amount. */
export function applicationFieldsOf(v: Omit<ApplicationValues, 'lines'>, line: Pick<LineValues, 'amount' | 'amountUnit'>) {
  return {
    appliedOn: v.appliedOn ?? '',
    startTime: v.startTime,
    applicatorKind: v.applicatorKind,
    applicatorName: v.applicatorName,
    applicatorCertificateNo: v.applicatorCertificateNo.trim() || null,
    amount: numberOrNull(line.amount),
    amountUnit: line.amountUnit || null,
    waterVolumeLitres: numberOrNull(v.waterVolumeLitres),
    decares: numberOrNull(v.decares),
    notes: v.notes.trim() || null,
  };
}

/** The request of one line (as the contract's input, before parsing). */
export function requestOf(prescriptionId: number, v: ApplicationValues, line: LineValues) {
  return { prescriptionId, prescriptionLineKey: line.key, ...applicationFieldsOf(v, line) };
}

export const chosenLines = (v: ApplicationValues) => v.lines.map((line, index) => ({ line, index })).filter(({ line }) => line.selected);

/** Every chosen line's request: what the form's schema (an array of applications) checks. */
export const requestsOf = (prescriptionId: number, v: ApplicationValues) => chosenLines(v).map(({ line }) => requestOf(prescriptionId, v, line));

/** The contract's messages: the shared fields once, a line's under that line; no line chosen is an error. */
export function validateApplication(prescriptionId: number, v: ApplicationValues): FormErrors {
  const errors: FormErrors = {};
  const chosen = chosenLines(v);
  if (chosen.length === 0) errors['lines'] = 'Uygulanan en az bir ürünü seçin';
  for (const { line, index } of chosen) {
    for (const [path, message] of Object.entries(schemaErrors(applicationInputSchema, requestOf(prescriptionId, v, line)))) {
      const target = (LINE_FIELDS as readonly string[]).includes(path) ? lineField(index, path) : path;
      if (!(target in errors)) errors[target] = message;
    }
  }
  if (!v.appliedOn && !errors['appliedOn']) errors['appliedOn'] = 'Uygulama tarihi zorunludur';
  return errors;
}

/** The request the live check asks about: the first chosen line, when the shared fields parse. */
export function checkRequestOf(prescriptionId: number, v: ApplicationValues, line: LineValues): ApplicationInput | null {
  // The notes change no flag: typing them asks nothing again.
  const parsed = applicationInputSchema.safeParse(requestOf(prescriptionId, { ...v, notes: '' }, line));
  return parsed.success ? parsed.data : null;
}

// How a register entry is written: its kind, its day and time, what was applied or harvested.
import { ApplicatorKindLabel, HarvestUnitLabel, type RegisterApplication, type RegisterEntry, type RegisterHarvest } from '@portal/contracts';
import { dateText, numberText } from '@portal/shared/util';

export const entryKindLabel = { prescription: 'Reçete', application: 'Uygulama', harvest: 'Hasat' } as const;

/** 'Uygulama 05.12.2026 06:00 · Tırtılsan 200 SC': the row's name for its menu and card. */
export function entryName(entry: RegisterEntry): string {
  if (entry.type === 'prescription') return `Reçete ${entry.prescription.prescriptionNo}`;
  if (entry.type === 'application') {
    const a = entry.application;
    return `Uygulama ${dateText(a.appliedOn)}${a.startTime ? ` ${a.startTime}` : ''} · ${a.productName}`;
  }
  return `Hasat ${dateText(entry.harvest.harvestedOn)}`;
}

export const appliedAmountText = (a: RegisterApplication) => (a.amount === null ? '—' : `${numberText(a.amount, 4)} ${a.amountUnit ?? ''}`.trim());
export const decaresShort = (d: number | null) => (d === null ? '—' : `${numberText(d, 2)} da`);
export function applicatorText(a: RegisterApplication): string {
  const kind = a.applicatorKind ? ApplicatorKindLabel[a.applicatorKind] : null;
  return [a.applicatorName, kind ? `(${kind}${a.applicatorCertificateNo ? `, belge ${a.applicatorCertificateNo}` : ''})` : null].filter(Boolean).join(' ');
}
export const harvestAmountText = (h: RegisterHarvest) => `${numberText(h.amount, 3)} ${HarvestUnitLabel[h.unit]}`;

/** The TRC lot a stage-sourced entry comes from: shown, never changed here. */
export const lotText = (lot: { code: string } | null) => `İzlenebilirlik partisi ${lot?.code ?? ''}`.trim();

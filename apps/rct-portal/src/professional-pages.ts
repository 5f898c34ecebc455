// The producer and prescription screens as ONE lazy chunk. The prescriptions feature imports the
// producers' calls anyway (its editor, filters and attach modals), so /receteler loads the
// producers' code in any case; as two chunks, the bundler split the modules they share with the
// login page into ~25 small chunks of the first page (7 KB more gzipped JS, over the
// first-page budget). One chunk keeps the first page as it was.
import { prescriptionPages } from '@portal/prescriptions';
import { producerPages } from '@portal/producers';

export { prescriptionPages, producerPages };
export const professionalPages = { ...producerPages, ...prescriptionPages };

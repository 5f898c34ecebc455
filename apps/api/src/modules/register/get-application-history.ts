// GET register/application/{id}/history: every step of the record, newest first, with what it changed.
import { applicationOfMember } from './applications';
import { historyRoute } from './history-route';

export const getApplicationHistory = historyRoute('application', 'Uygulama kaydının geçmişi', applicationOfMember);

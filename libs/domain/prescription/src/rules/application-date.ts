// The application date against the day the prescription is issued. A prescription comes
// before the sale and the spraying: an application before the issue day is an error (it
// would make a record of something already done look prescribed). One far ahead is a
// warning: the diagnosis, the crop's stage and the licence it rests on may not hold then
// (the limit is in docs/decisions.md). A correction or an attached fast prescription is
// judged against the day its original was issued (CheckContext.issueDate).
import { finding } from '../findings';
import type { Finding } from '../types';
import { daysBetween, formatDate, isoDate } from '../util/dates';
import type { Rule } from './common';

/** Days after the issue day beyond which the application date is warned about. */
export const APPLICATION_DAYS_AHEAD_MAX = 90;

export const applicationDateRule: Rule = (ctx) => {
  const application = isoDate(ctx.applicationDate);
  const issue = isoDate(ctx.issueDate);
  const ahead = daysBetween(issue, application);
  const params = { applicationDate: formatDate(application), issueDate: formatDate(issue) };
  const out: Finding[] = [];
  if (ahead < 0) {
    out.push(
      finding(
        'error',
        'APPLICATION_BEFORE_ISSUE',
        `Uygulama tarihi ${formatDate(application)}, reçete tarihi ${formatDate(issue)}; reçete uygulamadan önce yazılır, uygulama ${-ahead} gün erken: uygulama tarihi en erken ${formatDate(issue)} olabilir.`,
        { ...params, daysEarly: -ahead },
      ),
    );
  } else if (ahead > APPLICATION_DAYS_AHEAD_MAX) {
    out.push(
      finding(
        'warning',
        'APPLICATION_FAR_AHEAD',
        `Uygulama tarihi ${formatDate(application)}, reçete tarihinden (${formatDate(issue)}) ${ahead} gün sonra; sınır ${APPLICATION_DAYS_AHEAD_MAX} gün, ${ahead - APPLICATION_DAYS_AHEAD_MAX} gün fazla: zararlı durumu, bitkinin dönemi ve ruhsat uygulamadan önce yeniden değerlendirilmeli.`,
        { ...params, daysAhead: ahead, maxDaysAhead: APPLICATION_DAYS_AHEAD_MAX, daysOver: ahead - APPLICATION_DAYS_AHEAD_MAX },
      ),
    );
  }
  return out;
};

// Prescriptions and fertilization plans under /api/v1 (spec §7 "Prescriptions" and what it leaves open, in
// docs/api.md "Prescriptions"). Static paths before the `:id` ones read better; Fastify
// prefers them anyway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteLink } from './delete-link';
import { getCandidates } from './get-candidates';
import { getLink } from './get-link';
import { getList } from './get-list';
import { getOrganisms } from './get-organisms';
import { getPdf } from './get-pdf';
import { getOne } from './get-record';
import { getSprayPlan } from './get-spray-plan';
import { getTemplates } from './get-templates';
import { getVerify } from './get-verify';
import { getVerifySprayPlan } from './get-verify-spray-plan';
import { patchArchive } from './patch-archive';
import { patchDelete } from './patch-delete';
import { postCheck } from './post-check';
import { postCorrect } from './post-correct';
import { postFertilizationCheck } from './post-fertilization-check';
import { postFertilizationTemplate } from './post-fertilization-template';
import { postFertilizationToProducer } from './post-fertilization-to-producer';
import { postFastToArea, postFastToProducer } from './post-fast-to';
import { postLinkRenew } from './post-link-renew';
import { postSendToMember, postSendToProducer, postSendToProducers } from './post-send-email';
import { postSendSms } from './post-send-sms';
import { postWhatsapp } from './post-whatsapp';
import { postAreaLinked, postFast, postProducerLinked } from './post-written';
import { putEdit } from './put-edit';

// What the demo seed issues its prescription through, so it follows the same checks as the API.
export { prepareDraft } from './draft';
export { checkDraft, writeIssued } from './issue';

export const prescriptionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(postProducerLinked);
  await app.register(postAreaLinked);
  await app.register(postFast);
  await app.register(postCheck);
  await app.register(getCandidates);
  await app.register(getOrganisms);
  await app.register(getList);
  await app.register(postFertilizationTemplate);
  await app.register(postFertilizationCheck);
  await app.register(postFertilizationToProducer);
  await app.register(getTemplates);
  await app.register(putEdit);
  await app.register(postFastToArea);
  await app.register(postFastToProducer);
  await app.register(postSendToProducer);
  await app.register(postSendToProducers);
  await app.register(postSendToMember);
  await app.register(postSendSms);
  await app.register(postWhatsapp);
  await app.register(getVerify);
  await app.register(getVerifySprayPlan);
  await app.register(getOne);
  await app.register(patchArchive);
  await app.register(patchDelete);
  await app.register(postCorrect);
  await app.register(getLink);
  await app.register(postLinkRenew);
  await app.register(deleteLink);
  await app.register(getPdf);
  await app.register(getSprayPlan);
};

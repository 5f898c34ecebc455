// Auth routes under /api/v1/auth (spec §7 "Auth"; DESIGN.md §4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoutes } from '../../platform/access';
import { getCheckPhoneToken } from './get-check-phone-token';
import { getRefreshToken } from './get-refresh-token';
import { getSessionToken } from './get-session-token';
import { postForgotPassword } from './post-forgot-password';
import { postLogin } from './post-login';
import { postLogout } from './post-logout';
import { postPhoneLogin } from './post-phone-login';
import { postRegister } from './post-register';
import { postResendSms } from './post-resend-sms';
import { postResetPassword } from './post-reset-password';
import { postResetPasswordSms } from './post-reset-password-sms';
import { postSessionKill } from './post-session-kill';
import { postUnlock } from './post-unlock';
import { postVerify } from './post-verify';
import { postVerifyPhoneLogin } from './post-verify-phone-login';
import { postVerifySms } from './post-verify-sms';

export const authModule: FastifyPluginAsyncZod = async (app) => {
  // Public: they are how a session starts, is renewed or recovered.
  await app.register(
    publicRoutes(async (pub) => {
      for (const route of [
        postRegister,
        postVerify,
        postVerifySms,
        postLogin,
        postForgotPassword,
        postResetPassword,
        postResetPasswordSms,
        getRefreshToken,
        postSessionKill,
        postPhoneLogin,
        getCheckPhoneToken,
        postVerifyPhoneLogin,
        getSessionToken,
        postUnlock,
        postResendSms,
      ]) {
        await pub.register(route);
      }
    }),
  );
  // Signed in.
  await app.register(postLogout);
};

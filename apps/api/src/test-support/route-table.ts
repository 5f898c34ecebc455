// Every route of the app as it was declared, collected with an `onRoute` hook: the tests
// generated from it (route-table.test.ts) cover a new route without being told about it.
import { rolesForArea, Role } from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../app';
import { enforceAccess, type RouteAccess } from '../platform/access';
import { testConfig } from './build-test-app';
import { openTestDatabase } from './database';

export interface TableRoute {
  method: string;
  url: string;
  /** The declared access; `protected` false: outside the protected modules (docs, web apps). */
  access: RouteAccess | undefined;
  protected: boolean;
  /** Answers kept per reference-data version (platform/reference-answers.ts). */
  referenceAnswers: boolean;
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
}

/** A test app and the routes it registered (HEAD twins of GET routes left out). */
export async function buildRouteTable() {
  const database = await openTestDatabase();
  const routes: RouteOptions[] = [];
  // Every optional module on, so that its routes are in the table.
  const app = await buildApp({ config: testConfig({ DEV_MAILBOX: 'true' }), database, onRoute: (route) => void routes.push(route) });
  app.addHook('onClose', () => database.close());
  await app.ready();
  // Read after ready: the protection hooks have finished with each route object.
  const table: TableRoute[] = routes
    .filter((r) => r.method !== 'HEAD')
    .map((r) => {
      const hooks = r.onRequest === undefined ? [] : Array.isArray(r.onRequest) ? r.onRequest : [r.onRequest];
      const access = r.config?.access;
      return {
        method: String(r.method),
        url: r.url,
        access,
        protected: hooks.includes(enforceAccess) && access !== 'public',
        referenceAnswers: r.config?.referenceAnswers === true,
        body: r.schema?.body as z.ZodType | undefined,
        querystring: r.schema?.querystring as z.ZodType | undefined,
      };
    });
  return { app, routes: table };
}

/** A URL for a route pattern: parameters and wildcards filled with a harmless value. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}

/** A role the route refuses, if any: outside its area, or inside it but not allowed to write. */
export function refusedRole(access: RouteAccess | undefined): Role | undefined {
  if (typeof access !== 'object') return undefined;
  const area = rolesForArea(access.area);
  const outside = Object.values(Role).find((role) => !area.includes(role));
  if (outside !== undefined) return outside;
  return access.write ? area.find((role) => !access.write!.roles.includes(role)) : undefined;
}

/** A role the route lets in. */
export function allowedRole(access: RouteAccess | undefined): Role {
  if (typeof access !== 'object') return Role.Muhendis;
  return access.write?.roles[0] ?? rolesForArea(access.area)[0]!;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** Whether a schema, through optional/nullable/default/pipe wrappers, takes a string. */
function takesString(schema: z.ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return takesString(def.innerType!);
    case 'pipe':
      // A preprocess or transform: the input side decides, unless it takes anything.
      return defOf(def.in!).type === 'transform' ? takesString(def.out!) : takesString(def.in!);
    case 'union':
      return def.options!.some(takesString);
    default:
      return false;
  }
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type)) return objectShape(def.innerType!);
  if (def.type === 'pipe') return objectShape(def.in!) ?? objectShape(def.out!);
  return undefined;
}

/** The top-level fields of an object schema that take text. */
export function stringFields(schema: z.ZodType | undefined): string[] {
  const shape = schema && objectShape(schema);
  return shape ? Object.keys(shape).filter((key) => takesString(shape[key]!)) : [];
}

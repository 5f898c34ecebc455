// MSW 3 is written for Node 22 (its release notes drop Node 20); this machine and
// package.json's engines (>=20.19) still run Node 20. These are the only newer built-ins msw
// calls (Promise.withResolvers, Set.prototype.intersection/difference, ES2024/2025), defined
// for tests only and only when missing. Remove once Node 22 is the floor.
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T | PromiseLike<T>) => void; reject: (reason?: unknown) => void };

const promise = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
promise.withResolvers ??= <T>() => {
  let resolve!: Resolvers<T>['resolve'];
  let reject!: Resolvers<T>['reject'];
  const made = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: made, resolve, reject };
};

const setProto = Set.prototype as unknown as {
  intersection?: (this: Set<unknown>, other: ReadonlySet<unknown>) => Set<unknown>;
  difference?: (this: Set<unknown>, other: ReadonlySet<unknown>) => Set<unknown>;
};
setProto.intersection ??= function intersection(this: Set<unknown>, other: ReadonlySet<unknown>) {
  return new Set([...this].filter((item) => other.has(item)));
};
setProto.difference ??= function difference(this: Set<unknown>, other: ReadonlySet<unknown>) {
  return new Set([...this].filter((item) => !other.has(item)));
};

export {};

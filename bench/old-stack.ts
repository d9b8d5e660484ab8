// OLD_STACK_URL: the old stack's page, measured in the same run when given.

/** The URL to measure, undefined when unset; throws a message the user can act on when it is not a web URL. */
export function oldStackUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.OLD_STACK_URL?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`OLD_STACK_URL is not a URL: "${value}". Give the old site's page, e.g. OLD_STACK_URL=http://127.0.0.1:8080/`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`OLD_STACK_URL must start with http:// or https://, not ${url.protocol}//`);
  }
  return url.href;
}

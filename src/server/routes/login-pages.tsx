// /wp-login.php's own pages (WordPress's addresses, which the login widget and imported links use):
// log in (the login widget posts here: `log`, `pwd`, `rememberme`, `redirect_to`), lost password,
// register and log out. The password reset pages (?action=rp, ?action=resetpass) stay in accounts.tsx.
// These forms carry no nonce, as WordPress's do not: the origin check (accounts/origin-check.ts)
// refuses a post from another site. A success goes back to `redirect_to` when it is an address of
// this site (303, so a reload does not post again); a refusal shows the form again with the message.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccountContext, type ActionResult, logIn, logOut, registerAccount, sendResetLink } from '../../accounts/actions.ts';
import { ownOrigins } from '../../accounts/origin-check.ts';
import { LOGIN_PAGE_TITLES, LoginPage, type LoginPageState } from '../../theme/login-page.tsx';
import { sendRendered } from '../send-page.ts';
import { templatesFor } from '../site-templates.ts';

const field = (body: Record<string, string>, name: string) => body[name] ?? '';

/**
 * `value` as an address of this site (a path, or an absolute URL on one of its origins reduced to
 * its path), or undefined: a login form must never send a visitor to another site (an open redirect).
 */
export function localRedirect(value: string | undefined, request: FastifyRequest): string | undefined {
  const text = value?.trim();
  if (!text || text.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const relative = url.origin === 'http://relative.invalid' && text.startsWith('/') && !/^[/\\]{2}/.test(text);
  const own = ownOrigins({ protocol: request.protocol, host: request.host, baseUrl: request.server.foyer.config.baseUrl });
  if (!relative && !own.has(url.origin)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, state: LoginPageState, status = 200): Promise<FastifyReply> {
  const site = await request.server.foyer.site();
  const { header, footer } = templatesFor(site, { kind: 'not-found' }, request.log);
  reply.header('cache-control', 'no-store, private');
  return sendRendered(
    request,
    reply,
    {
      ...site,
      header,
      footer,
      content: { title: `${LOGIN_PAGE_TITLES[state.kind]} – ${site.kit.site_name}`, bodyClass: 'login', node: <LoginPage state={state} /> },
      assets: request.server.foyer.assets,
    },
    { status },
  );
}

function redirect(reply: FastifyReply, result: ActionResult, to: string): FastifyReply {
  if (result.cookies?.length) reply.header('set-cookie', result.cookies);
  return reply.code(303).header('cache-control', 'no-store').header('location', to).send();
}

export async function loginPageGet(request: FastifyRequest, reply: FastifyReply, query: Record<string, string>): Promise<FastifyReply> {
  const redirectTo = localRedirect(query.redirect_to, request) ?? '/';
  const account = request.account;
  switch (query.action ?? 'login') {
    case 'login':
      return account
        ? sendPage(request, reply, { kind: 'logged-in', displayName: account.displayName, redirectTo })
        : sendPage(request, reply, { kind: 'login', redirectTo });
    case 'lostpassword':
      return sendPage(request, reply, { kind: 'lostpassword' });
    case 'register':
      return sendPage(request, reply, { kind: 'register' });
    case 'logout':
      // A log-out by link: asked first, as WordPress does without its nonce; the answer is a form post.
      return account ? sendPage(request, reply, { kind: 'logout', redirectTo }) : reply.code(303).header('location', redirectTo).send();
    default:
      return sendPage(
        request,
        reply,
        { kind: 'login', redirectTo, message: `There is no "${query.action}" page here. Log in below.` },
        404,
      );
  }
}

export async function loginPagePost(
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
  body: Record<string, string>,
  ctx: AccountContext,
): Promise<FastifyReply> {
  const redirectTo = localRedirect(body.redirect_to, request) ?? '/';
  switch (action) {
    case 'login': {
      const user = field(body, 'log').slice(0, 254);
      const result = await logIn(ctx, { user, pass: field(body, 'pwd') }, { remember: body.rememberme === 'forever' });
      if (result.success || request.account) return redirect(reply, result, redirectTo);
      if (result.retryAfterS) reply.header('retry-after', String(result.retryAfterS));
      return sendPage(request, reply, { kind: 'login', redirectTo, user, message: result.data }, result.status);
    }
    case 'lostpassword': {
      const user = field(body, 'user_login').slice(0, 254);
      const result = await sendResetLink(ctx, { user });
      return result.success
        ? sendPage(request, reply, { kind: 'lostpassword', sent: result.data })
        : sendPage(request, reply, { kind: 'lostpassword', user, message: result.data }, result.status);
    }
    case 'register': {
      const values = {
        user: field(body, 'user_login').slice(0, 254),
        mail: field(body, 'user_email').slice(0, 254),
        name: field(body, 'display_name').slice(0, 254),
      };
      const result = await registerAccount(ctx, { ...values, pass: field(body, 'user_pass'), nick: '' });
      if (result.success) return redirect(reply, result, '/');
      return sendPage(request, reply, { kind: 'register', values, message: result.data }, result.status);
    }
    case 'logout': {
      const result = await logOut(ctx);
      // Logged out already (another tab): the visitor wanted to be logged out, and is.
      return redirect(reply, result, redirectTo);
    }
    default:
      return sendPage(request, reply, { kind: 'login', redirectTo, message: `There is no "${action}" form here. Log in below.` }, 404);
  }
}

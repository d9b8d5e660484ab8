// CSS of the password reset page and the other account pages of /wp-login.php (login-page.tsx): the
// 404 page's band with a narrow form.
export const resetPasswordCss = [
  '.theme-reset__inner{max-width:30rem}',
  '.theme-reset__form{display:grid;gap:.9rem;margin:2rem auto 0;text-align:left}',
  '.theme-reset__user{margin:0}',
  '.theme-reset__field{display:grid;gap:.3rem;font-weight:600;font-size:.9375rem}',
  '.theme-reset__field input{min-height:2.75rem;padding:.5rem .75rem;font:inherit;font-weight:400;border:1px solid rgba(59,54,50,.35);border-radius:3px;background:#fff}',
  '.theme-reset__field input:focus-visible{outline:3px solid var(--foyer-focus);outline-offset:1px}',
  '.theme-reset__hint{margin:-.5rem 0 0;font-size:.8125rem}',
  '.theme-reset__message{margin:0;padding:.6rem .8rem;border-left:3px solid #9b2c1f;color:#9b2c1f;background:rgba(255,255,255,.7)}',
  '.theme-reset__submit{justify-self:start;min-height:2.75rem;padding:.6rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:var(--foyer-heading);border:0;border-radius:3px;cursor:pointer}',
  '.theme-login__check{display:inline-flex;gap:.5rem;align-items:center;font-size:.9375rem;cursor:pointer}',
  '.theme-login__links{margin-top:1.5rem}',
].join('');

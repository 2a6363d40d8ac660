/**
 * The interaction pages' only stylesheet, in the web app's colours and, like the app, in its dark
 * scheme when the device asks for one; served as a file so the CSP needs no inline styles. Text
 * meets WCAG AA in both schemes; the focus ring is the app's focus colour, 8.3:1 on white and
 * 8.7:1 on the dark card (issue 37; the yellow it replaces had 1.64:1 on white).
 */
export const IDENTITY_CSS = `
:root{color-scheme:light dark;--bg:#f4f6f4;--surface:#fff;--primary:#1e6b40;--on-primary:#fff;--primary-dark:#154d2e;--soft:#e3efe6;--text:#1b1b1b;--muted:#4a4a4a;--error:#b00020;--border:#6b6b6b;--focus:#0b4f99;--top:#1e6b40;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
@media (prefers-color-scheme:dark){:root{--bg:#0f1411;--surface:#1a211d;--primary:#7fd09f;--on-primary:#0b2215;--primary-dark:#a9e4c0;--soft:#203a2b;--text:#e6ece7;--muted:#b3bfb7;--error:#ff9a90;--border:#85968b;--focus:#8cc1ff;--top:#0b2418}}
body{margin:0;line-height:1.5}
.top{background:var(--top);color:#fff;min-height:60px;display:flex;align-items:center;padding:0 20px;font-weight:700;font-size:1.1rem}
.brand{display:flex;align-items:center;gap:10px}
.brand img{border-radius:50%;box-shadow:0 0 0 2px #fff}
.card{max-width:500px;margin:24px auto;background:var(--surface);padding:24px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 16px;color:var(--primary-dark)}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin-bottom:4px}
.optional,.hint{color:var(--muted);font-weight:400}
.hint{margin:0 0 4px;font-size:.9rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:2px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text)}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:2px}
.field-error input{border-color:var(--error)}
.error{color:var(--error);font-weight:600;margin:0 0 4px}
.error-summary{border:3px solid var(--error);border-radius:8px;padding:12px 16px;margin-bottom:16px}
.error-summary h2{font-size:1.1rem;margin:0 0 8px}
.error-summary a{color:var(--error);font-weight:600}
.notice{background:var(--soft);border-left:4px solid var(--primary);padding:10px 12px}
.row{display:flex;flex-wrap:wrap;gap:0 12px}.row .field{flex:1 1 8em;min-width:0}
button,.button{display:block;width:100%;box-sizing:border-box;text-align:center;font:inherit;font-weight:700;padding:12px;border:0;border-radius:24px;background:var(--primary);color:var(--on-primary);cursor:pointer;text-decoration:none;margin:8px 0}
button.secondary,.button.secondary{background:var(--surface);color:var(--primary);border:2px solid var(--primary)}
a{color:var(--primary-dark)}
.links{margin-top:16px;display:flex;flex-direction:column;gap:8px}
`;

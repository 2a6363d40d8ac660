/**
 * The interaction pages' only stylesheet, in the web app's colours; served as a file so the CSP
 * needs no inline styles. Text and focus colours meet WCAG AA on white.
 */
export const IDENTITY_CSS = `
:root{--primary:#1e6b40;--primary-dark:#154d2e;--soft:#e3efe6;--text:#1b1b1b;--muted:#4a4a4a;--error:#b00020;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:#f4f6f4}
body{margin:0;line-height:1.5}
.top{background:var(--primary);color:#fff;height:60px;display:flex;align-items:center;padding:0 20px;font-weight:700;font-size:1.1rem}
.brand{display:flex;align-items:center;gap:10px}
.brand img{border-radius:50%;box-shadow:0 0 0 2px #fff}
.card{max-width:500px;margin:24px auto;background:#fff;padding:24px;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 16px;color:var(--primary-dark)}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin-bottom:4px}
.optional,.hint{color:var(--muted);font-weight:400}
.hint{margin:0 0 4px;font-size:.9rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:2px solid #6b6b6b;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #ffbf47;outline-offset:2px}
.field-error input{border-color:var(--error)}
.error{color:var(--error);font-weight:600;margin:0 0 4px}
.error-summary{border:3px solid var(--error);border-radius:8px;padding:12px 16px;margin-bottom:16px}
.error-summary h2{font-size:1.1rem;margin:0 0 8px}
.error-summary a{color:var(--error);font-weight:600}
.notice{background:var(--soft);border-left:4px solid var(--primary);padding:10px 12px}
.row{display:flex;gap:12px}.row .field{flex:1}
button,.button{display:block;width:100%;box-sizing:border-box;text-align:center;font:inherit;font-weight:700;padding:12px;border:0;border-radius:24px;background:var(--primary);color:#fff;cursor:pointer;text-decoration:none;margin:8px 0}
button.secondary,.button.secondary{background:#fff;color:var(--primary);border:2px solid var(--primary)}
a{color:var(--primary-dark)}
.links{margin-top:16px;display:flex;flex-direction:column;gap:8px}
`;

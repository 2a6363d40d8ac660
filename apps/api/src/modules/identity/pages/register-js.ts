import { POSTAL_CODE_PATTERN } from '@tvt/domain';

/**
 * Served as /oidc/assets/register.js (no inline script under the CSP): fills in the street and
 * city as the count does, from the configured postcode service, while the person types. The
 * postcode rule is the domain's own pattern (`@tvt/domain`), written into the script, so the page
 * never asks about a code the count would refuse. The server looks the address up again on
 * submit; this only shows it early.
 */
export function registerJs(postcodeBase: string): string {
  return `
(function () {
  var POSTCODE_API = ${JSON.stringify(postcodeBase)};
  var POSTAL_CODE = new RegExp(${JSON.stringify(POSTAL_CODE_PATTERN.source)}, ${JSON.stringify(POSTAL_CODE_PATTERN.flags)});
  var pc = document.getElementById('postalCode');
  var nr = document.getElementById('streetNumber');
  var add = document.getElementById('streetNumberAddition');
  var out = document.getElementById('address');
  if (!pc || !nr || !out) return;
  var timer;
  function look() {
    var code = pc.value.replace(/[^a-z0-9]/gi, '').toUpperCase();
    var number = nr.value.trim();
    if (!POSTAL_CODE.test(code) || !/^[0-9]+$/.test(number)) { out.textContent = ''; return; }
    var url = POSTCODE_API + '/address/' + code + '/' + number + (add && add.value.trim() ? '?addition=' + encodeURIComponent(add.value.trim()) : '');
    fetch(url).then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      out.textContent = body && body.data ? body.data.street + ', ' + body.data.city : 'Combinatie postcode en huisnummer wordt niet herkend';
    }).catch(function () { out.textContent = ''; });
  }
  function later() { clearTimeout(timer); timer = setTimeout(look, 1000); }
  [pc, nr, add].forEach(function (el) { if (el) el.addEventListener('input', later); });
})();
`;
}

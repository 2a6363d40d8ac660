/**
 * Served as /oidc/assets/register.js (no inline script under the CSP): fills in the street and
 * city as the count does, from the postcode service, while the person types. The server looks
 * the address up again on submit; this only shows it early.
 */
export const REGISTER_JS = `
(function () {
  var pc = document.getElementById('postalCode');
  var nr = document.getElementById('streetNumber');
  var add = document.getElementById('streetNumberAddition');
  var out = document.getElementById('address');
  if (!pc || !nr || !out) return;
  var timer;
  function look() {
    var code = pc.value.replace(/[^a-z0-9]/gi, '').toUpperCase();
    var number = nr.value.trim();
    if (!/^[1-9][0-9]{3}[A-Z]{2}$/.test(code) || !/^[0-9]+$/.test(number)) { out.textContent = ''; return; }
    var url = '/api/postcode/v1/address/' + code + '/' + number + (add && add.value.trim() ? '?addition=' + encodeURIComponent(add.value.trim()) : '');
    fetch(url).then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      out.textContent = body && body.data ? body.data.street + ', ' + body.data.city : 'Combinatie postcode en huisnummer wordt niet herkend';
    }).catch(function () { out.textContent = ''; });
  }
  function later() { clearTimeout(timer); timer = setTimeout(look, 1000); }
  [pc, nr, add].forEach(function (el) { if (el) el.addEventListener('input', later); });
})();
`;

/** The /dev/chat simulator's HTML and script (no framework: a development page, served as is). */

export const DEV_CHAT_PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulador de WhatsApp · NutriCoach</title>
<style>
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { background: #d1d7db; display: flex; justify-content: center; }
  .phone { width: 100%; max-width: 430px; height: 100%; display: flex; flex-direction: column; background: #efeae2; }
  header { background: #008069; color: #fff; padding: 10px 12px; display: flex; align-items: center; gap: 10px; }
  .avatar { width: 38px; height: 38px; border-radius: 50%; background: #25d366; display: grid; place-items: center; font-weight: 700; }
  header h1 { font-size: 16px; margin: 0; }
  header p { font-size: 12px; margin: 2px 0 0; opacity: .85; }
  .as { background: #f0f2f5; padding: 6px 10px; font-size: 13px; display: flex; gap: 6px; align-items: center; border-bottom: 1px solid #d1d7db; }
  .as label { color: #54656f; white-space: nowrap; }
  .as input { flex: 1; min-width: 0; padding: 6px 8px; border: 1px solid #d1d7db; border-radius: 6px; font-size: 14px; }
  #messages { flex: 1; overflow-y: auto; padding: 12px 10px; display: flex; flex-direction: column; gap: 6px; }
  .bubble { max-width: 85%; padding: 6px 9px 5px; border-radius: 8px; font-size: 14.5px; line-height: 1.35; white-space: pre-wrap; word-wrap: break-word; box-shadow: 0 1px .5px rgba(11,20,26,.13); }
  .me { align-self: flex-end; background: #d9fdd3; border-top-right-radius: 2px; }
  .coach { align-self: flex-start; background: #fff; border-top-left-radius: 2px; }
  .note { align-self: center; background: #ffeecd; color: #54656f; font-size: 12.5px; border-radius: 6px; padding: 5px 9px; text-align: center; }
  .time { display: block; text-align: right; font-size: 11px; color: #667781; margin-top: 2px; }
  form { display: flex; gap: 8px; padding: 8px; background: #f0f2f5; }
  form input { flex: 1; min-width: 0; border: none; border-radius: 20px; padding: 10px 14px; font-size: 15px; }
  form button { border: none; background: #008069; color: #fff; border-radius: 50%; width: 44px; height: 44px; font-size: 18px; cursor: pointer; }
  form button:disabled { opacity: .5; }
</style>
</head>
<body>
<main class="phone">
  <header>
    <div class="avatar" aria-hidden="true">N</div>
    <div><h1>Coach NutriCoach</h1><p>Simulador local de WhatsApp (solo desarrollo)</p></div>
  </header>
  <div class="as">
    <label for="phone">Escribes como</label>
    <input id="phone" list="phones" placeholder="+51987654321" autocomplete="off">
    <datalist id="phones"></datalist>
  </div>
  <section id="messages" aria-live="polite" aria-label="Conversación">
    <div class="note">Los mensajes pasan por el mismo código que el webhook de Twilio. Escribe "ayuda" para empezar.</div>
  </section>
  <form id="composer">
    <input id="text" placeholder="Escribe un mensaje" autocomplete="off" aria-label="Mensaje">
    <button id="send" type="submit" aria-label="Enviar">➤</button>
  </form>
</main>
<script src="/dev/chat/chat.js"></script>
</body>
</html>`;

export const DEV_CHAT_SCRIPT = `'use strict';
(function () {
  var messages = document.getElementById('messages');
  var phone = document.getElementById('phone');
  var text = document.getElementById('text');
  var send = document.getElementById('send');
  var params = new URLSearchParams(location.search);
  phone.value = params.get('phone') || localStorage.getItem('dev-chat-phone') || '';

  function time() {
    return new Date().toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit' });
  }
  function add(kind, body) {
    var bubble = document.createElement('div');
    bubble.className = 'bubble ' + kind;
    bubble.setAttribute('data-testid', kind === 'me' ? 'chat-sent' : kind === 'coach' ? 'chat-reply' : 'chat-note');
    bubble.textContent = body;
    if (kind !== 'note') {
      var stamp = document.createElement('span');
      stamp.className = 'time';
      stamp.textContent = time() + (kind === 'me' ? ' ✓✓' : '');
      bubble.appendChild(stamp);
    }
    messages.appendChild(bubble);
    messages.scrollTop = messages.scrollHeight;
  }

  fetch('/api/dev/chat/phones').then(function (r) { return r.json(); }).then(function (data) {
    var list = document.getElementById('phones');
    (data.phones || []).forEach(function (p) {
      var option = document.createElement('option');
      option.value = p.phone;
      option.label = p.name || p.phone;
      list.appendChild(option);
    });
    if (!phone.value && data.phones && data.phones[0]) phone.value = data.phones[0].phone;
  }).catch(function () {});

  document.getElementById('composer').addEventListener('submit', function (event) {
    event.preventDefault();
    var body = text.value.trim();
    if (!body || !phone.value.trim()) return;
    localStorage.setItem('dev-chat-phone', phone.value.trim());
    add('me', body);
    text.value = '';
    send.disabled = true;
    fetch('/api/dev/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: phone.value.trim(), text: body }),
    })
      .then(function (r) { return r.json().then(function (data) { return { ok: r.ok, data: data }; }); })
      .then(function (res) {
        if (!res.ok) add('note', res.data.message || 'Error');
        else if (res.data.reply) add('coach', res.data.reply);
      })
      .catch(function () { add('note', 'No se pudo enviar el mensaje'); })
      .finally(function () { send.disabled = false; text.focus(); });
  });
})();
`;

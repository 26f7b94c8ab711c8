/** The sandbox provider's two pages, in Spanish, phone-sized, with no outside assets. */
import { PAID_PLAN_TYPES, PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';

const usd = (cents: number) => `${(cents / 100).toFixed(2)} USD`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · NutriCoach</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f7f5;color:#10231a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{background:#fff;border-radius:20px;box-shadow:0 8px 30px rgba(16,35,26,.08);padding:28px 24px;max-width:380px;width:100%}
.tag{display:inline-block;font-size:12px;font-weight:600;color:#7a5b00;background:#fff4cc;border-radius:999px;padding:4px 10px;margin-bottom:12px}
h1{font-size:22px;margin:0 0 6px}p{color:#4a5a52;margin:4px 0 16px;line-height:1.45}
.price{font-size:30px;font-weight:700;margin:8px 0 2px}.old{color:#8a968f;text-decoration:line-through;font-size:14px}
form{margin:0}button,a.btn{display:block;width:100%;box-sizing:border-box;min-height:48px;border-radius:12px;border:0;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer;text-align:center;line-height:48px;text-decoration:none}
.note{font-size:13px;margin:6px 0 4px;text-align:center}.primary{background:#15803d;color:#fff}.secondary{background:#eef2ef;color:#10231a}.danger{background:#fee2e2;color:#b91c1c}
</style></head><body><main><span class="tag">Pago de prueba (sandbox)</span>${body}</main></body></html>`;
}

export function checkoutPage(checkoutId: string, planType: PaidPlanType) {
  const plan = PLANS[planType];
  return page(
    'Pagar',
    `<h1>${escapeHtml(plan.name)}</h1><p>${plan.features.map(escapeHtml).join('<br>')}</p>
<div class="price">${usd(plan.priceCents)}</div><div class="old">${usd(plan.originalPriceCents)}</div>
<form method="post" action="/api/payments/sandbox/checkout/${checkoutId}/pay"><button class="primary" type="submit">Pagar</button></form>
<form method="post" action="/api/payments/sandbox/checkout/${checkoutId}/cancel"><button class="secondary" type="submit">Cancelar</button></form>`,
  );
}

export function portalPage(
  token: string,
  plan: { planType: PaidPlanType; name: string; status: string; periodEnd: string; canceled: boolean } | null,
) {
  if (!plan) {
    return page(
      'Tu suscripción',
      `<h1>Tu suscripción</h1><p>No tienes un plan pagado activo.</p><a class="btn secondary" href="/subscription">Volver</a>`,
    );
  }
  const cancel = plan.canceled
    ? `<p>Tu plan ya está cancelado: seguirá activo hasta el ${escapeHtml(plan.periodEnd)}.</p>`
    : `<form method="post" action="/api/payments/sandbox/portal/${token}/cancel"><button class="danger" type="submit">Cancelar suscripción</button></form>`;
  const other = PAID_PLAN_TYPES.find((p) => p !== plan.planType)!;
  const switchTo = `<form method="post" action="/api/payments/sandbox/portal/${token}/switch/${other}"><button class="primary" type="submit">Cambiar a ${escapeHtml(PLANS[other].name)}</button></form>
<p class="note">Pagas ${usd(PLANS[other].priceCents)} hoy y tu nuevo periodo empieza ahora.</p>`;
  return page(
    'Tu suscripción',
    `<h1>${escapeHtml(plan.name)}</h1><p>Estado: ${escapeHtml(plan.status)}<br>Próxima facturación: ${escapeHtml(plan.periodEnd)}</p>${switchTo}${cancel}<a class="btn secondary" href="/subscription">Volver</a>`,
  );
}

export function messagePage(title: string, text: string) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a class="btn secondary" href="/subscription">Volver</a>`,
  );
}

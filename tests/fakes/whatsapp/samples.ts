// Typed values for every template of the catalogue, as an order would fill them (tests only).
import type { TemplateKey, TemplateParams } from "~/domain/messaging/whatsapp/templates";

export const SHOP_URL = "https://loja.exemplo.com.br";
export const ORDER_ID = "0b8f5c2e-7d1a-4c3b-9e2f-5a6b7c8d9e0f";
const signed = (path: string) => `${SHOP_URL}${path}${ORDER_ID}?exp=1795000000&sig=AbC-dEf_123`;
export const CONFIRM_URL = signed("/confirmar/");
export const PAY_URL = signed("/pagar/");
const dueDate = new Date("2026-11-21T15:00:00Z");

export const SAMPLE_PARAMS: { [K in TemplateKey]: TemplateParams<K> } = {
  orderReceived: {
    name: "Maria da Silva",
    brandName: "Lift",
    orderNumber: 1042,
    totalCents: 14700,
    address: "Rua das Flores, 120, Centro, Belo Horizonte/MG",
    confirmUrl: CONFIRM_URL,
  },
  shipped: { name: "Maria da Silva", orderNumber: 1042, carrier: "Correios", trackingCode: "AB123456789BR" },
  delivered: { name: "Maria da Silva", orderNumber: 1042, totalCents: 14700, dueDate, payUrl: PAY_URL },
  deliveredWithPix: {
    name: "Maria da Silva",
    orderNumber: 1042,
    totalCents: 14700,
    dueDate,
    payUrl: PAY_URL,
    pixCopiaECola: "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540514.705802BR6304ABCD",
  },
  reminderBeforeDue: { name: "Maria da Silva", orderNumber: 1042, totalCents: 14700, dueDate, payUrl: PAY_URL },
  reminderAfterDue: { name: "Maria da Silva", orderNumber: 1042, totalCents: 14700, dueDate, payUrl: PAY_URL },
  paid: { name: "Maria da Silva", brandName: "Lift", orderNumber: 1042, totalCents: 14700 },
};

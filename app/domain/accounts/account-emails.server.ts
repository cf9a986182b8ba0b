import type { EmailMessage } from "~/platform/mail/mailer.server";

interface Shop {
  brandName: string;
  publicUrl: string;
}

export function confirmationEmail(shop: Shop, to: string, name: string, token: string): EmailMessage {
  const link = `${shop.publicUrl}/auth/confirmar?token=${token}`;
  return {
    to,
    subject: `${shop.brandName}: confirme seu email`,
    text: `Olá, ${name}!\n\nPara ativar sua conta, confirme seu email abrindo o link abaixo (válido por 48 horas):\n\n${link}\n\nSe você não criou uma conta, ignore este email.\n\nEquipe ${shop.brandName}`,
  };
}

export function alreadyRegisteredEmail(shop: Shop, to: string): EmailMessage {
  return {
    to,
    subject: `${shop.brandName}: você já tem uma conta`,
    text: `Olá!\n\nAlguém tentou criar uma conta com este email, mas você já tem uma.\nEntre em ${shop.publicUrl}/auth/login ou, se esqueceu a senha, peça uma nova em ${shop.publicUrl}/auth/esqueci-senha.\n\nSe não foi você, ignore este email.\n\nEquipe ${shop.brandName}`,
  };
}

export function resetEmail(shop: Shop, to: string, token: string): EmailMessage {
  const link = `${shop.publicUrl}/reset-password?token=${token}`;
  return {
    to,
    subject: `${shop.brandName}: redefinir sua senha`,
    text: `Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n\n${link}\n\nSe você não pediu, ignore este email: sua senha continua a mesma.\n\nEquipe ${shop.brandName}`,
  };
}

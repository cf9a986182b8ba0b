// A toast to show after a redirect ("Logout realizado"), carried in a signed,
// short-lived cookie and cleared as soon as it is read.
import { createCookie } from "react-router";
import { z } from "zod";
import type { ToastMessage } from "./toast";

const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

function flashCookie(secret: string) {
  return createCookie("flash-toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secrets: [secret],
  });
}

export async function flashToastHeader(toast: ToastMessage, secret: string): Promise<string> {
  return flashCookie(secret).serialize(toast);
}

export async function readFlashToast(
  request: Request,
  secret: string,
): Promise<{ toast: ToastMessage | null; setCookie?: string }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("flash-toast=")) return { toast: null };
  const cookie = flashCookie(secret);
  const parsed = toastSchema.safeParse(await cookie.parse(header));
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await cookie.serialize("", { maxAge: 0 }),
  };
}

/** A redirect that shows a toast on the next page (plus any other cookies, e.g. a session). */
export async function redirectWithToast(
  url: string,
  toast: ToastMessage,
  secret: string,
  setCookies: string[] = [],
  status = 303,
): Promise<Response> {
  const headers = new Headers({ Location: url });
  for (const cookie of [...setCookies, await flashToastHeader(toast, secret)]) headers.append("Set-Cookie", cookie);
  return new Response(null, { status, headers });
}

// A toast to show after a redirect ("Logout realizado"), carried in a signed,
// short-lived cookie and cleared as soon as it is read.
import { createCookie } from "react-router";
import type { ToastMessage } from "~/platform/http/toast";
import { z } from "~/lib/zod";

/** The one-time toast cookie's name (the one source). */
export const FLASH_TOAST_COOKIE = "flash-toast";

const toastSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(500))),
  variant: z.optional(z.enum(["default", "destructive"])),
});

function flashCookie(secret: string) {
  return createCookie(FLASH_TOAST_COOKIE, {
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

/**
 * Reads and clears the one-time toast. `markPersonal` runs when the request carries one: a toast is
 * for this browser only, so the page showing it is personal (decision 014). The caller marks its
 * viewer there (accounts' concern), so http imports no business concern.
 */
export async function readFlashToast(
  request: Request,
  secret: string,
  markPersonal: () => void,
): Promise<{ toast: ToastMessage | null; setCookie?: string }> {
  const header = request.headers.get("Cookie");
  if (!hasFlashToast(header)) return { toast: null };
  markPersonal();
  const cookie = flashCookie(secret);
  const parsed = toastSchema.safeParse(await cookie.parse(header));
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await cookie.serialize("", { maxAge: 0 }),
  };
}

/** Whether the header may carry a toast (a cheap, generous test: any pair with the name, however spaced). */
export function hasFlashToast(header: string | null): boolean {
  return header?.includes(FLASH_TOAST_COOKIE) ?? false;
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

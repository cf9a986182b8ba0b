// The virtual-nutritionist chat: a fixed round button at bottom-right and the
// dialog it opens (also opened from the sidebar). What the dialog body shows
// depends on `access`; the subscriber conversation is added with the club.
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { clubPath, type Brand } from "~/lib/brand";
import { LinkButton } from "~/components/ui/button";
import { Dialog, DialogTitle, isVisible } from "~/components/ui/dialog";
import { ChatIcon, CloseIcon, CrownIcon, LockIcon, SpinnerIcon } from "~/components/ui/icons";

/**
 * Who is asking:
 * - "checking": the subscription is being looked up;
 * - "logged-out": no session;
 * - "not-subscribed": logged in without the club.
 * - "subscriber": the conversation (loaded on demand, it is the only part with logic).
 */
export type ChatAccess = "checking" | "logged-out" | "not-subscribed" | "subscriber";

const ChatConversation = lazy(() => import("./chat-conversation"));

export interface ChatDialogProps {
  brand: Brand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  access?: ChatAccess;
}

export function ChatDialog({ brand, open, onOpenChange, access = "logged-out" }: ChatDialogProps) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = () => onOpenChange(false);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label="Abrir chat com a nutricionista"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={`Fale com a ${brand.nutritionist}`}
        // Floats only from 1280 px, in the gutter the shell keeps free for it (decision 017):
        // on narrower screens it would cover calls to action, and the header's chat button stands in.
        className="fixed bottom-4 right-4 z-40 hidden size-14 xl:inline-flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover"
        onClick={() => onOpenChange(true)}
      >
        <ChatIcon className="size-6" />
      </button>

      <Dialog
        open={open}
        onClose={close}
        // Opened from the mobile drawer, the opener is hidden by now: use the round button.
        returnFocus={(previous) => (previous && isVisible(previous) ? previous : launcherRef.current)}
        className="flex h-[550px] max-h-[85vh] max-w-[400px] flex-col overflow-hidden"
      >
        <header className="flex items-center gap-3 border-b border-stone-200 bg-primary px-4 py-3 text-primary-foreground">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
            <ChatIcon className="size-5" />
          </span>
          <DialogTitle className="min-w-0 flex-1 text-base leading-tight">
            <span className="block truncate">{brand.name}</span>
            <span className="block text-sm font-normal">Assistente Digital</span>
          </DialogTitle>
          <button
            type="button"
            aria-label="Fechar chat"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-white/15"
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>

        <div className="flex items-center gap-3 border-b border-stone-200 bg-brand-50 px-4 py-3">
          <span
            aria-hidden="true"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
          >
            {brand.nutritionist.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{brand.nutritionist}</p>
            <p className="truncate text-sm text-stone-700">Nutricionista {brand.name}</p>
          </div>
        </div>

        <div className="flex flex-1 flex-col overflow-y-auto">
          <ChatBody brand={brand} access={access} onNavigate={close} />
        </div>
      </Dialog>
    </>
  );
}

function ChatBody({ brand, access, onNavigate }: { brand: Brand; access: ChatAccess; onNavigate: () => void }) {
  switch (access) {
    case "subscriber":
      return (
        <Suspense fallback={<p className="m-auto p-6 text-sm text-stone-700">Carregando conversa...</p>}>
          <ChatConversation brand={brand} onNavigate={onNavigate} />
        </Suspense>
      );
    case "checking":
      return (
        <div role="status" className="m-auto flex items-center gap-2 p-6 text-sm text-stone-700">
          <SpinnerIcon className="size-4 animate-spin" />
          Verificando sua assinatura...
        </div>
      );
    case "logged-out":
      return (
        <Gate
          icon={<LockIcon className="size-6" />}
          title="Faça login para continuar"
          text={`Você precisa estar logado para conversar com a ${brand.nutritionist}`}
        >
          <LinkButton to="/auth/login" onClick={onNavigate}>
            Fazer login
          </LinkButton>
        </Gate>
      );
    case "not-subscribed":
      return (
        <Gate
          icon={<CrownIcon className="size-6" />}
          title="Conteúdo exclusivo para assinantes"
          text={`Assine o Clube ${brand.name} para conversar com a ${brand.nutritionist} e receber orientação nutricional personalizada`}
        >
          <LinkButton to={clubPath(brand)} onClick={onNavigate}>
            Assinar Clube {brand.name}
          </LinkButton>
        </Gate>
      );
  }
}

function Gate({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="m-auto flex max-w-xs flex-col items-center gap-3 p-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className="text-sm text-stone-700">{text}</p>
      <div className="mt-2">{children}</div>
    </div>
  );
}

// The subscriber's conversation with the nutritionist: answers come from
// /api/chat after at least 1 s; the conversation survives navigation
// (sessionStorage) for the rest of the visit.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Brand } from "~/lib/brand";
import { formatLocalTime } from "~/lib/dates";
import { newIdempotencyKey } from "~/lib/idempotency-key";

interface ChatLinkData {
  title: string;
  href: string;
  summary: string;
}

interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: string;
  links?: ChatLinkData[];
}

const STORAGE_KEY = "chat-conversation";
const REPLY_DELAY_MS = 1000;
const SCROLL_DELAY_MS = 100;
const MAX_LENGTH = 500;

function now(): string {
  return formatLocalTime(new Date());
}

function welcome(): ChatMessage {
  return {
    id: "welcome",
    text: "Olá! Como posso ajudar você hoje com suas dúvidas sobre nutrição?",
    isUser: false,
    timestamp: now(),
  };
}

function loadConversation(): ChatMessage[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as ChatMessage[] | null;
    if (Array.isArray(stored) && stored.length > 0) return stored.slice(-50);
  } catch {
    // a broken stored conversation starts over
  }
  return [welcome()];
}

async function ask(message: string): Promise<{ text: string; links: ChatLinkData[] }> {
  try {
    const res = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message }),
    });
    const body = (await res.json()) as { text?: string; links?: ChatLinkData[]; error?: string };
    if (!res.ok || !body.text)
      return { text: body.error ?? "Não consegui responder agora. Tente novamente em instantes.", links: [] };
    return { text: body.text, links: body.links ?? [] };
  } catch {
    return { text: "Sem conexão no momento. Tente novamente em instantes.", links: [] };
  }
}

export default function ChatConversation({ brand, onNavigate }: { brand: Brand; onNavigate: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    typeof window === "undefined" ? [welcome()] : loadConversation(),
  );
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-50)));
    const timer = setTimeout(() => listRef.current?.lastElementChild?.scrollIntoView({ block: "end" }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting) return;
    setDraft("");
    setWaiting(true);
    setMessages((m) => [...m, { id: newIdempotencyKey(), text, isUser: true, timestamp: now() }]);
    const [reply] = await Promise.all([ask(text), new Promise((r) => setTimeout(r, REPLY_DELAY_MS))]);
    setMessages((m) => [
      ...m,
      { id: newIdempotencyKey(), text: reply.text, links: reply.links, isUser: false, timestamp: now() },
    ]);
    setWaiting(false);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Assinante</span>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          onClick={() => inputRef.current?.focus()}
        >
          Falar com a {brand.nutritionist}
        </button>
      </div>
      <ol ref={listRef} className="flex-1 space-y-3 overflow-y-auto px-4 py-3" aria-live="polite" aria-label="Mensagens">
        {messages.map((m) => (
          <li key={m.id} className={m.isUser ? "flex justify-end" : "flex justify-start"}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${m.isUser ? "bg-teal-700 text-white" : "bg-stone-100 text-stone-900"}`}
            >
              <p className="sr-only">{m.isUser ? "Você" : brand.nutritionist}:</p>
              {m.links?.length ? (
                <>
                  <p>{m.text.split(":")[0]}:</p>
                  <ul className="mt-2 space-y-2">
                    {m.links.map((l) => (
                      <li key={l.href}>
                        <Link to={l.href} onClick={onNavigate} className="font-semibold text-teal-800 underline">
                          {l.title}
                        </Link>
                        <span className="block text-stone-700">{l.summary}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{m.text}</p>
              )}
              <p className={`mt-1 text-right text-[11px] ${m.isUser ? "text-teal-50" : "text-stone-600"}`}>{m.timestamp}</p>
            </div>
          </li>
        ))}
        {waiting ? (
          <li className="text-sm text-stone-600" role="status">
            {brand.nutritionist} está digitando...
          </li>
        ) : null}
      </ol>
      <form onSubmit={(event) => void send(event)} className="flex items-end gap-2 border-t border-stone-200 p-3">
        <label htmlFor="chat-message" className="sr-only">
          Sua mensagem
        </label>
        <textarea
          id="chat-message"
          ref={inputRef}
          value={draft}
          maxLength={MAX_LENGTH}
          rows={1}
          placeholder="Digite sua mensagem..."
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) void send(e);
          }}
          className="max-h-[72px] min-h-11 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-base"
        />
        <button
          type="submit"
          disabled={!draft.trim() || waiting}
          className="min-h-11 rounded-xl bg-teal-700 px-4 font-semibold text-white disabled:opacity-50"
        >
          Enviar
        </button>
      </form>
    </div>
  );
}

// "Pular para o conteúdo": the first stop of the keyboard on every page.
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      onClick={(event) => {
        // Scripts move the focus too (a plain fragment link only scrolls in some browsers).
        const main = document.getElementById(targetId);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Pular para o conteúdo
    </a>
  );
}

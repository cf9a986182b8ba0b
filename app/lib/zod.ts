// zod (mini) with pt-BR messages: messages zod writes by itself (a rule that has
// no message of ours) come out in Portuguese in the browser and on the server.
// Every schema imports z from here, so the locale travels with the schemas and
// pages without a form don't download it.
import * as z from "zod/mini";
import ptBR from "zod/v4/locales/pt-BR.js";

z.config(ptBR());

export { z };

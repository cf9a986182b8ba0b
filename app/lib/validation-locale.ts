// Messages zod writes by itself (a rule that has no message of ours) come out
// in pt-BR too, in the browser and on the server: imported once by app/root.tsx.
import * as z from "zod/mini";
import ptBR from "zod/v4/locales/pt-BR.js";

z.config(ptBR());

// /privacidade's text (LGPD arts. 9 and 18), built from PolicyFacts so it says
// what this shop actually does with its current settings.
import type { PolicyFacts } from "~/domain/privacy/policy-facts.server";
import { STORAGE_KIND_LABELS } from "~/domain/privacy/cookies";
import { MY_DATA_PATH, TERMS_PATH } from "~/domain/privacy/policy";
import { PolicyPage, PolicySection, PolicyTable, policyLinkClass } from "./policy-page";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function paymentRecipient(f: PolicyFacts): string {
  if (f.paymentProcessor === "stripe")
    return "Stripe (processador de pagamentos): nome, email e valor, para cobranças por cartão ou boleto e para a assinatura do clube. Os dados do cartão são digitados na página da Stripe e nunca passam pela loja.";
  if (f.paymentProcessor === "demo")
    return "Nenhum: esta instalação usa o pagamento de demonstração, que roda dentro da própria loja e não cobra ninguém.";
  return "Nenhum processador online está configurado: o pagamento é por Pix, direto para a conta da loja (o seu banco informa o seu nome à loja no comprovante).";
}

export function PrivacyPolicy({ facts: f }: { facts: PolicyFacts }) {
  const r = f.retention;
  const portal = (
    <a href={MY_DATA_PATH} className={policyLinkClass}>
      Meus dados
    </a>
  );
  const dpoMail = (
    <a href={`mailto:${f.dpoEmail}`} className={policyLinkClass}>
      {f.dpoEmail}
    </a>
  );
  return (
    <PolicyPage
      title="Política de privacidade"
      version={f.privacyVersion}
      date={f.privacyDate}
      intro={
        <>
          <p>
            Esta política explica quais dados pessoais a {f.brandName} trata, para quê, com que base legal, com quem compartilha,
            por quanto tempo guarda e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados (Lei
            13.709/2018, LGPD). Ela vale para o site, os pedidos, a conta, o clube de assinatura e a conversa com a nutricionista.
          </p>
          <p>
            A {f.brandName} é a controladora dos dados. O encarregado pelo tratamento de dados pessoais é{" "}
            <strong>{f.dpoName}</strong>, pelo email {dpoMail}.
          </p>
        </>
      }
    >
      <PolicySection id="dados" title="Quais dados tratamos, para quê e com que base legal">
        <PolicyTable
          caption="Dados pessoais, finalidade e base legal"
          head={["Dados", "Para quê", "Base legal (LGPD)"]}
          rows={[
            [
              "Pedido: nome, email, WhatsApp, CPF, endereço de entrega, produtos e valores",
              "Entregar o pedido, confirmar o endereço, cobrar depois da entrega e emitir o registro fiscal. O pedido guarda a sua própria cópia dos dados com que foi feito.",
              "Execução de contrato (art. 7º, V) e cumprimento de obrigação legal fiscal (art. 7º, II)",
            ],
            [
              "CPF, telefone, email, CEP e histórico de pedidos",
              "Análise antifraude: avaliar o risco do pedido e recusar compradores bloqueados (pedidos não pagos, fraude).",
              "Legítimo interesse (art. 7º, IX) e proteção do crédito (art. 7º, X)",
            ],
            [
              "Conta: email, senha (guardada só como hash), nome, sessões e data do último acesso",
              "Entrar na conta, ver os seus pedidos, recuperar a senha.",
              "Execução de contrato (art. 7º, V)",
            ],
            [
              "Assinatura do clube: plano, validade e identificadores do processador de pagamento",
              "Liberar o conteúdo do clube e a renovação da assinatura.",
              "Execução de contrato (art. 7º, V)",
            ],
            [
              "WhatsApp: número e mensagem de confirmação do pedido",
              "Enviar a confirmação e o rastreio pelo WhatsApp, só se você marcar essa opção no pedido.",
              "Consentimento (art. 7º, I), que você pode revogar a qualquer momento",
            ],
            [
              "Marketing",
              "A loja não envia mensagens de marketing. Se um dia oferecer, será só para quem marcar essa opção.",
              "Consentimento (art. 7º, I)",
            ],
            [
              "Emails enviados (confirmação do pedido, pagamento, conta)",
              "Avisar sobre o pedido e a conta; a loja guarda uma cópia de cada email na sua caixa de saída.",
              "Execução de contrato (art. 7º, V)",
            ],
            [
              "Respostas do quiz (objetivo, hábitos, sintomas)",
              "Montar o seu plano. Ficam no seu navegador; sem JavaScript viajam num cookie assinado só até o plano ser montado. A loja não as grava no banco de dados.",
              "Consentimento, ao responder (art. 7º, I; art. 11, I)",
            ],
            [
              "Conversa com a nutricionista",
              "Responder às suas perguntas. As mensagens são respondidas na hora e não são gravadas pela loja; ficam só na aba do navegador até você fechá-la.",
              "Execução de contrato do clube (art. 7º, V)",
            ],
            [
              "Eventos do funil do quiz",
              "Medir quantas pessoas passam por cada etapa. São anônimos (um código aleatório da visita, guardado só na memória da página, sem nome, email ou IP) e não são criados com “Do Not Track” ou “Global Privacy Control” ligados.",
              "Dado anonimizado, fora do alcance da LGPD (art. 12)",
            ],
            [
              "Endereço IP e limites de requisições",
              "Proteger a loja contra abuso (tentativas de senha, envio em massa). A loja não guarda um registro das suas requisições no banco de dados; os registros técnicos do servidor ficam com a hospedagem.",
              "Legítimo interesse em segurança (art. 7º, IX) e Marco Civil da Internet (art. 15)",
            ],
            [
              "Registro de consentimentos e de pedidos sobre seus dados",
              "Provar o que você aceitou (e qual versão do texto) e responder aos seus pedidos no prazo.",
              "Cumprimento de obrigação legal (art. 7º, II) e exercício de direitos (art. 7º, VI)",
            ],
          ]}
        />
      </PolicySection>

      <PolicySection id="compartilhamento" title="Com quem compartilhamos">
        <p>A {f.brandName} não vende dados pessoais. Compartilha só o necessário, com:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Transportadora</strong> ({f.carriers.join(", ")} ou entrega própria): nome, telefone e endereço de entrega,
            para levar o pedido até você.
          </li>
          <li>
            <strong>Pagamento</strong>: {paymentRecipient(f)}
          </li>
          <li>
            <strong>Email</strong>:{" "}
            {f.emailDelivery
              ? "o provedor de envio de emails (SMTP) contratado pela loja recebe o seu email e o conteúdo das mensagens, só para entregá-las."
              : "nenhum provedor está configurado nesta instalação; as mensagens ficam só na caixa de saída da loja."}
          </li>
          <li>
            <strong>WhatsApp</strong> (Meta): só se você marcou a opção no pedido, a equipe abre o WhatsApp com a mensagem de
            confirmação para o seu número. Nada é enviado automaticamente pelo servidor da loja.
          </li>
          <li>
            <strong>Consulta de CEP</strong> ({f.cepServiceHost}): recebe só o CEP digitado, para preencher o endereço.
          </li>
          <li>
            <strong>Autoridades</strong>: quando a lei ou uma ordem judicial exigir.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="retencao" title="Por quanto tempo guardamos">
        <PolicyTable
          caption="Prazos de guarda"
          head={["Dados", "Prazo"]}
          rows={[
            [
              "Registro fiscal do pedido (número, data, itens, valores, situação, UF e início do CEP)",
              `Pelo menos ${plural(r.fiscalYears, "ano", "anos")}, exigência fiscal; continua mesmo se você pedir a exclusão (os demais dados do pedido são anonimizados).`,
            ],
            [
              "Cadastro e pedidos de quem não compra nem entra na conta",
              `Anonimizados automaticamente depois de ${plural(r.inactiveCustomerYears, "ano", "anos")} sem pedido e sem acesso.`,
            ],
            [
              "Bloqueio antifraude de um CPF ou telefone (compradores que não pagaram ou fraudaram)",
              "Enquanto durar o bloqueio, mesmo depois de uma exclusão: guardamos só um código irreversível do CPF ou do telefone (não o número), que reconhece um novo pedido com o mesmo dado (prevenção à fraude, LGPD art. 7º, IX, e art. 11, II, g).",
            ],
            [
              "Código que impede um pedido em dobro (calculado dos dados do pedido com uma chave secreta da loja)",
              "24 horas; apagado antes, se você pedir a exclusão.",
            ],
            ["Limites de requisições (IP) e cópias dos emails enviados", `${plural(r.logsMonths, "mês", "meses")}`],
            ["Eventos anônimos do funil do quiz", `${plural(r.funnelEventsMonths, "mês", "meses")}`],
            [
              "Sessões e links de senha ou de confirmação",
              `Apagados quando expiram (a sessão da conta expira depois de ${f.sessionDays} dias sem uso).`,
            ],
            [
              "Registro de consentimentos e pedidos sobre seus dados",
              "Enquanto for preciso para comprovar o cumprimento da LGPD.",
            ],
          ]}
        />
        <p>A limpeza roda sozinha, todos os dias.</p>
      </PolicySection>

      <PolicySection id="direitos" title="Seus direitos e como exercê-los">
        <p>
          Você pode exercer todos os direitos do art. 18 da LGPD em {portal} ({MY_DATA_PATH}): entre na sua conta ou, se comprou
          sem conta, peça um link de acesso que enviamos ao email do pedido (ele expira, e só quem controla o email vê os dados).
          Respondemos por completo em até {f.answerDays} dias.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Confirmação e acesso</strong>: veja tudo o que a loja guarda sobre você — conta, pedidos com os dados de
            entrega, sessões, consentimentos, assinatura e emails enviados.
          </li>
          <li>
            <strong>Portabilidade</strong>: baixe os seus dados em JSON ou CSV.
          </li>
          <li>
            <strong>Correção</strong>: corrija dados incompletos, inexatos ou desatualizados.
          </li>
          <li>
            <strong>Anonimização ou eliminação</strong>: peça a exclusão; anonimizamos você em todos os registros e mantemos só o
            que a lei fiscal exige e, se o seu CPF ou telefone estiver bloqueado por fraude ou falta de pagamento, o bloqueio,
            guardado como código irreversível (sem o número).
          </li>
          <li>
            <strong>Informação sobre compartilhamento</strong>: veja a seção “Com quem compartilhamos” acima.
          </li>
          <li>
            <strong>Revogação do consentimento</strong>: desligue o WhatsApp (ou outra opção que você aceitou); a revogação vale
            na hora para tudo o que vier depois.
          </li>
          <li>
            <strong>Oposição e revisão</strong>: escreva ao encarregado ({dpoMail}) se discordar de um tratamento ou de uma
            decisão automatizada, como a análise antifraude.
          </li>
        </ul>
        <p>Se a resposta não resolver, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em gov.br/anpd.</p>
      </PolicySection>

      <PolicySection id="cookies" title="Cookies e armazenamento no navegador">
        <p>
          A loja usa só cookies e armazenamento essenciais para o que você pede (entrar na conta, carrinho, pedido, formulários).
          Não usa cookies de publicidade nem de terceiros. A medição anônima do quiz não guarda nada no seu aparelho (o código da
          visita fica só na memória da página) e não acontece se o seu navegador pedir para não ser rastreado (“Do Not Track” ou
          “Global Privacy Control”).
        </p>
        <PolicyTable
          caption="Cookies e chaves de armazenamento"
          head={["Nome", "Tipo", "Para quê", "Duração"]}
          rows={f.storage.map((e) => [
            <code key="n">{e.name}</code>,
            STORAGE_KIND_LABELS[e.kind],
            e.essential ? e.purpose : `${e.purpose} (não essencial)`,
            e.lifetime,
          ])}
        />
      </PolicySection>

      <PolicySection id="seguranca" title="Segurança">
        <p>
          Senhas são guardadas só como hash; sessões, links de pagamento, de confirmação e de acesso aos seus dados são assinados
          e expiram; o site usa conexão cifrada (https) em produção. Em caso de incidente que possa causar risco ou dano
          relevante, avisaremos você e a ANPD.
        </p>
      </PolicySection>

      <PolicySection id="alteracoes" title="Alterações desta política">
        <p>
          Quando esta política mudar, publicaremos a nova versão aqui, com a data. O registro de consentimentos guarda qual versão
          você aceitou em cada pedido ou cadastro. Veja também os{" "}
          <a href={TERMS_PATH} className={policyLinkClass}>
            termos de compra
          </a>
          . Dúvidas: {dpoMail} (encarregado) ou {f.shopEmail} (loja).
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

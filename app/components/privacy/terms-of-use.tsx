// /termos: the purchase terms the order forms link to, built from PolicyFacts.
import type { PolicyFacts } from "~/domain/privacy/policy-facts.server";
import { MY_DATA_PATH, PRIVACY_PATH } from "~/domain/privacy/policy";
import { PolicyPage, PolicySection, policyLinkClass } from "./policy-page";

export function TermsOfUse({ facts: f }: { facts: PolicyFacts }) {
  const shopMail = (
    <a href={`mailto:${f.shopEmail}`} className={policyLinkClass}>
      {f.shopEmail}
    </a>
  );
  return (
    <PolicyPage
      title="Termos de compra e de uso"
      version={f.termsVersion}
      date={f.termsDate}
      intro={
        <p>
          Estes termos valem para as compras na {f.brandName} (planos, loja e clube de assinatura) e para o uso do site. Ao fazer
          um pedido, criar uma conta ou assinar o clube, você declara que leu e aceita estes termos e a{" "}
          <a href={PRIVACY_PATH} className={policyLinkClass}>
            política de privacidade
          </a>
          . A loja guarda qual versão você aceitou.
        </p>
      }
    >
      <PolicySection id="pedido" title="1. Pedido e confirmação">
        <p>
          O pedido é feito com os dados de entrega que você informa; confira nome, WhatsApp, CPF e endereço. Podemos pedir que
          você confirme o pedido e o endereço por um link enviado por email ou, se você autorizou, pelo WhatsApp. Pedidos podem
          passar por análise antifraude e ser recusados quando houver indício de fraude ou histórico de pedidos não pagos.
        </p>
      </PolicySection>
      <PolicySection id="pagamento" title="2. Pagamento depois de receber">
        <p>
          Nos pedidos com entrega em casa, você só paga depois de receber: o prazo é de {f.paymentTermDays} dias a partir da
          entrega, por Pix, boleto ou cartão de crédito, pelo link de pagamento enviado por email. Lembretes são enviados antes e
          depois do vencimento. Os preços são os do site no momento do pedido.
        </p>
      </PolicySection>
      <PolicySection id="entrega" title="3. Entrega">
        <p>
          A entrega é feita por transportadora ({f.carriers.join(", ")}) ou por entrega própria, no endereço informado. Você
          recebe o código de rastreio quando o pedido é enviado e pode acompanhá-lo em /acompanhar. Se a entrega não for possível,
          entraremos em contato para combinar uma nova tentativa.
        </p>
      </PolicySection>
      <PolicySection id="arrependimento" title="4. Arrependimento, trocas e devoluções">
        <p>
          Você pode desistir da compra em até 7 dias a partir do recebimento (Código de Defesa do Consumidor, art. 49). Escreva
          para {shopMail} com o número do pedido. Produtos com defeito seguem as garantias do Código de Defesa do Consumidor.
        </p>
      </PolicySection>
      <PolicySection id="clube" title="5. Clube de assinatura">
        <p>
          O clube custa {f.clubPrice} por mês, renovado automaticamente até você cancelar. O cancelamento vale ao fim do período
          já pago, sem multa. O conteúdo do clube (receitas, e-books, conversa com a nutricionista) é informativo e não substitui
          consulta com profissional de saúde.
        </p>
      </PolicySection>
      <PolicySection id="conta" title="6. Conta">
        <p>
          Você é responsável por manter a sua senha em segredo. A sessão expira depois de {f.sessionDays} dias sem uso. Contas sem
          pedidos e sem acesso por mais de {f.retention.inactiveCustomerYears} anos são anonimizadas.
        </p>
      </PolicySection>
      <PolicySection id="dados" title="7. Seus dados">
        <p>
          O tratamento dos seus dados segue a{" "}
          <a href={PRIVACY_PATH} className={policyLinkClass}>
            política de privacidade
          </a>
          . Para ver, baixar, corrigir ou excluir os seus dados, ou revogar um consentimento, use{" "}
          <a href={MY_DATA_PATH} className={policyLinkClass}>
            Meus dados
          </a>
          ; o encarregado é {f.dpoName} ({f.dpoEmail}).
        </p>
      </PolicySection>
      <PolicySection id="contato" title="8. Contato e alterações">
        <p>
          Atendimento: {shopMail}. Estes termos podem mudar; a nova versão é publicada aqui com a data, e vale para os pedidos
          feitos depois dela.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

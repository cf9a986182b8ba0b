// Demo blog articles for the Lift store (pt-BR). Bodies use only the HTML
// tags allowed in SeedBlogPost["content"] and internal links.
import type { SeedBlogPost } from "./types";

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "como-montar-um-prato-equilibrado",
    title: "Como montar um prato equilibrado sem contar calorias",
    excerpt:
      "O método do prato dividido é uma forma simples de comer bem no dia a dia, sem balança e sem aplicativo. Veja como aplicar em casa, no restaurante e na marmita.",
    category: "nutricao",
    tags: ["alimentação saudável", "prato equilibrado", "rotina", "marmita"],
    publishedAt: "2026-06-08T10:00:00.000Z",
    author: { name: "Dra. Camila Rocha", role: "Nutricionista" },
    color: "#4caf50",
    motif: "bowl",
    content: `
<p>Contar calorias pode ser útil em alguns momentos, mas para a maioria das pessoas é cansativo e difícil de manter por muito tempo. Uma alternativa que funciona bem no consultório é o <strong>método do prato</strong>: em vez de números, você usa proporções visuais. É simples, cabe em qualquer orçamento e se adapta à comida brasileira de todo dia.</p>

<h2>A regra básica: metade, um quarto, um quarto</h2>
<p>Imagine o seu prato dividido em três partes. A ideia é preencher cada uma com um grupo de alimentos diferente:</p>
<ul>
  <li><strong>Metade do prato:</strong> verduras e legumes, crus ou cozidos. Alface, tomate, cenoura, abobrinha, brócolis, chuchu, couve, beterraba. Quanto mais cores, melhor.</li>
  <li><strong>Um quarto:</strong> uma fonte de proteína. Frango, peixe, ovos, carne magra, ou leguminosas como feijão, lentilha e grão-de-bico.</li>
  <li><strong>Um quarto:</strong> carboidratos, de preferência integrais ou pouco processados. Arroz, mandioca, batata, milho, inhame, macarrão.</li>
</ul>
<p>O nosso clássico arroz com feijão já resolve boa parte da equação. O feijão entra como proteína vegetal e fibra, e o arroz como carboidrato. Falta, quase sempre, a metade verde do prato.</p>

<h2>Por que esse método funciona</h2>
<p>Verduras e legumes têm muito volume, água e fibras, e poucas calorias. Quando eles ocupam metade do prato, você come uma quantidade satisfatória de comida e chega à saciedade com mais facilidade. A proteína, por sua vez, ajuda a manter a sensação de estômago cheio por mais tempo e é importante para a manutenção da massa muscular.</p>
<p>Outro ponto positivo: o método não proíbe nenhum alimento. Ele apenas reorganiza o espaço. Isso reduz aquela sensação de dieta restritiva, que costuma levar ao efeito sanfona.</p>

<h2>Na prática: casa, restaurante e marmita</h2>
<h3>Em casa</h3>
<p>Comece servindo a salada e os legumes primeiro. Parece detalhe, mas a ordem muda a proporção final do prato. Deixe uma salada pronta na geladeira, já lavada e seca, para facilitar a vida nos dias corridos.</p>
<h3>No restaurante por quilo</h3>
<p>Faça uma volta inteira no buffet antes de se servir. Escolha primeiro as opções de salada e legumes, depois a proteína e, por último, o carboidrato. Frituras e molhos cremosos podem entrar, mas como complemento, não como base.</p>
<h3>Na marmita</h3>
<p>Use potes com divisórias: eles deixam as proporções evidentes. Legumes assados no forno duram bem na geladeira por três ou quatro dias e aguentam o micro-ondas sem virar papa. Se precisar de ideias, confira nossas <a href="/receitas">receitas</a>, como o frango com legumes no forno.</p>

<h2>E os lanches?</h2>
<p>A mesma lógica vale para as refeições menores. Tente combinar uma fruta ou vegetal com uma fonte de proteína ou gordura boa:</p>
<ol>
  <li>Maçã com uma colher de pasta de amendoim.</li>
  <li>Iogurte natural com banana e aveia.</li>
  <li>Palitos de cenoura com homus.</li>
  <li>Ovo cozido com tomate-cereja.</li>
</ol>

<h2>Ajustes individuais fazem diferença</h2>
<p>O método do prato é um ponto de partida, não uma prescrição. Atletas, gestantes, pessoas com diabetes, doença renal ou outras condições de saúde podem precisar de proporções diferentes. Crianças e idosos também têm necessidades específicas.</p>
<blockquote>Alimentação saudável é aquela que você consegue manter com prazer, dentro da sua rotina e do seu orçamento. Perfeição não é o objetivo; consistência é.</blockquote>
<p>Se você tem um objetivo específico, como emagrecer, ganhar massa muscular ou controlar algum exame alterado, procure um nutricionista. Um profissional avalia sua história, seus exames e seus hábitos, e ajusta o plano a você, algo que nenhum artigo genérico consegue fazer.</p>
<p>Para começar hoje, escolha apenas uma refeição do dia e monte o prato seguindo a regra da metade verde. Quando virar hábito, estenda para as outras. Pequenas mudanças repetidas por semanas costumam render mais do que grandes mudanças que duram poucos dias.</p>
`,
  },
  {
    slug: "emagrecimento-sustentavel-sem-efeito-sanfona",
    title: "Emagrecimento sustentável: como perder peso sem cair no efeito sanfona",
    excerpt:
      "Dietas muito restritivas até trazem resultado rápido, mas raramente duram. Entenda o que a ciência diz sobre perder peso de forma gradual e manter o resultado.",
    category: "emagrecimento",
    tags: ["emagrecimento", "efeito sanfona", "hábitos", "déficit calórico"],
    publishedAt: "2026-06-24T09:30:00.000Z",
    author: { name: "Dra. Camila Rocha", role: "Nutricionista" },
    color: "#ff7043",
    motif: "scale",
    content: `
<p>Quase todo mundo que já tentou emagrecer conhece a história: uma dieta muito restritiva, alguns quilos a menos nas primeiras semanas, muita fome, um fim de semana "perdido" e, meses depois, o peso de volta, às vezes com juros. O chamado <strong>efeito sanfona</strong> não é falta de força de vontade. Ele tem explicações fisiológicas e comportamentais bem conhecidas.</p>

<h2>O que acontece no corpo durante uma dieta radical</h2>
<p>Quando a ingestão de energia cai muito de repente, o organismo reage. A fome aumenta, os hormônios ligados à saciedade se alteram e o gasto energético tende a diminuir um pouco. Além disso, dietas com pouca proteína e sem atividade física levam à perda de massa muscular, o que reduz ainda mais o gasto calórico diário.</p>
<p>O resultado é um cenário difícil de sustentar: você come pouco, sente fome o tempo todo e, quando volta a comer normalmente, o corpo está "preparado" para recuperar o peso.</p>

<h2>O princípio continua sendo o déficit calórico</h2>
<p>Não existe mágica: para perder gordura, é preciso gastar um pouco mais de energia do que se consome. A diferença está no tamanho desse déficit. Diretrizes de saúde costumam considerar uma perda de <strong>0,5 a 1 kg por semana</strong> como um ritmo seguro e realista para a maioria dos adultos. Em muitos casos, um ritmo ainda mais lento é o que melhor se mantém.</p>
<p>Um déficit moderado permite comer quantidades satisfatórias, manter energia para treinar e preservar a vida social. Isso é o que torna o processo sustentável.</p>

<h2>Os pilares de um emagrecimento que dura</h2>
<ul>
  <li><strong>Proteína em todas as refeições:</strong> ajuda na saciedade e na preservação da massa muscular.</li>
  <li><strong>Fibras e volume:</strong> verduras, legumes, frutas e leguminosas enchem o prato com poucas calorias.</li>
  <li><strong>Treino de força:</strong> musculação ou exercícios com peso corporal, pelo menos duas vezes por semana.</li>
  <li><strong>Movimento diário:</strong> caminhar, subir escadas, ir a pé à padaria. Esse gasto "invisível" faz diferença.</li>
  <li><strong>Sono adequado:</strong> dormir mal aumenta a fome e a vontade de comer alimentos muito calóricos.</li>
  <li><strong>Planejamento:</strong> ter comida boa à mão evita decisões por impulso quando a fome aperta.</li>
</ul>

<h2>E os suplementos para emagrecer?</h2>
<p>Suplementos como chá verde, fibras e termogênicos com cafeína podem <em>auxiliar</em> em aspectos específicos, como saciedade ou disposição para treinar. Mas o efeito é modesto e depende totalmente dos pilares acima. Nenhuma cápsula compensa uma rotina desorganizada, e desconfie de qualquer produto que prometa perda de peso rápida sem mudança de hábitos.</p>
<p>Se você decidir usar um suplemento como apoio, converse antes com um profissional, principalmente se usa medicamentos, tem pressão alta, problemas cardíacos ou sensibilidade à cafeína. Na nossa <a href="/loja">loja</a>, você encontra as opções com a composição detalhada para levar à consulta.</p>

<h2>Como lidar com os deslizes</h2>
<p>Um jantar de aniversário ou uma pizza no domingo não desfazem semanas de bons hábitos. O problema é o pensamento "já estraguei tudo, agora tanto faz". Trate a refeição seguinte como uma refeição normal e siga em frente.</p>
<blockquote>O melhor plano de emagrecimento não é o mais rápido, e sim aquele que você ainda está seguindo daqui a seis meses.</blockquote>

<h2>Quando procurar ajuda profissional</h2>
<p>Procure um nutricionista e um médico se você tem muito peso a perder, alguma doença crônica, histórico de transtorno alimentar ou se já tentou várias vezes sem sucesso. Eles podem investigar causas como alterações hormonais, ajustar o plano à sua realidade e, quando indicado, discutir outras abordagens de tratamento.</p>
<p>Emagrecer de forma sustentável é menos sobre sacrifício e mais sobre construir uma rotina que caiba na sua vida. Comece com uma ou duas mudanças, mantenha por algumas semanas e só então acrescente a próxima.</p>
`,
  },
  {
    slug: "habitos-para-dormir-melhor",
    title: "Sono reparador: 7 hábitos simples para dormir melhor",
    excerpt:
      "Dormir bem influencia humor, apetite, memória e disposição. Conheça hábitos de higiene do sono com respaldo científico e fáceis de aplicar hoje à noite.",
    category: "bem-estar",
    tags: ["sono", "higiene do sono", "descanso", "rotina noturna"],
    publishedAt: "2026-07-15T21:00:00.000Z",
    author: { name: "Equipe Lift", role: "Redação" },
    color: "#3b3f8f",
    motif: "moon",
    content: `
<p>O sono é muitas vezes o primeiro item a ser cortado quando a agenda aperta. Mas dormir pouco ou mal cobra um preço alto: mais irritabilidade, dificuldade de concentração, mais fome ao longo do dia e menos disposição para se exercitar. Para a maioria dos adultos, a recomendação é de <strong>7 a 9 horas por noite</strong>.</p>
<p>A boa notícia é que pequenos ajustes de rotina, conhecidos como higiene do sono, costumam trazer melhora perceptível em poucas semanas.</p>

<h2>1. Tenha horários regulares</h2>
<p>O relógio biológico gosta de previsibilidade. Deitar e acordar em horários parecidos todos os dias, inclusive nos fins de semana, ajuda o corpo a sentir sono na hora certa. Se precisar compensar, prefira um cochilo curto, de até 20 ou 30 minutos, no início da tarde.</p>

<h2>2. Pegue luz natural pela manhã</h2>
<p>A exposição à luz do dia logo cedo é um dos sinais mais fortes para regular o ciclo sono-vigília. Abra as janelas, tome café perto da luz ou faça uma caminhada curta ao ar livre.</p>

<h2>3. Reduza as telas antes de deitar</h2>
<p>Celular, tablet e computador mantêm o cérebro em estado de alerta, seja pela luz, seja pelo conteúdo. Tente deixar as telas de lado de 30 a 60 minutos antes de dormir. Se for difícil, comece com 15 minutos e vá aumentando.</p>

<h2>4. Cuidado com a cafeína e o álcool</h2>
<p>A cafeína pode permanecer no organismo por muitas horas. Para quem tem dificuldade para dormir, o ideal é evitar café, chá preto, chá verde, refrigerantes à base de cola e energéticos a partir do meio da tarde. Já o álcool pode até dar sonolência, mas fragmenta o sono na segunda metade da noite.</p>

<h2>5. Prepare o quarto</h2>
<ul>
  <li><strong>Escuro:</strong> cortinas blackout ou máscara de dormir.</li>
  <li><strong>Silencioso:</strong> tampões de ouvido ou um ruído constante, como um ventilador.</li>
  <li><strong>Fresco:</strong> temperaturas amenas favorecem o sono profundo.</li>
  <li><strong>Só para dormir:</strong> evite trabalhar ou ver séries na cama, para que o cérebro associe o lugar ao descanso.</li>
</ul>

<h2>6. Crie um ritual de desaceleração</h2>
<p>Um banho morno, leitura leve, alongamento suave ou exercícios de respiração sinalizam ao corpo que o dia está terminando. Uma técnica simples é a respiração 4-7-8: inspire pelo nariz contando até 4, segure o ar até 7 e solte pela boca contando até 8. Repita algumas vezes.</p>

<h2>7. Movimente-se durante o dia</h2>
<p>A atividade física regular está associada a um sono de melhor qualidade. Só vale evitar treinos muito intensos perto da hora de deitar, já que eles podem deixar algumas pessoas mais agitadas.</p>

<h2>E os suplementos para o sono?</h2>
<p>Alguns nutrientes e fitoterápicos, como magnésio, camomila e L-triptofano, são usados para <em>auxiliar</em> no relaxamento. Eles podem ser um complemento para quem já cuida dos hábitos acima, mas não substituem a higiene do sono nem tratam distúrbios como a insônia crônica ou a apneia. A melatonina, no Brasil, tem regras específicas de uso, e o ideal é conversar com um profissional antes de começar.</p>
<blockquote>Se você ronca alto, acorda engasgado, sente muito sono durante o dia ou tem dificuldade para dormir há mais de três meses, procure um médico. Esses sinais merecem investigação.</blockquote>

<h2>Comece pelo mais fácil</h2>
<p>Não tente mudar tudo de uma vez. Escolha dois hábitos desta lista, como horário fixo e menos telas à noite, e mantenha por duas semanas. Depois, avalie como você se sente ao acordar. Para complementar a rotina noturna, experimente o chá de hibisco gelado ou outras bebidas sem cafeína na nossa seção de <a href="/receitas">receitas</a>.</p>
`,
  },
  {
    slug: "intestino-saudavel-fibras-e-microbiota",
    title: "Intestino saudável: o que já se sabe sobre fibras e microbiota",
    excerpt:
      "A microbiota intestinal virou assunto da moda, mas o básico para cuidar dela continua simples. Veja o papel das fibras, da água e da variedade no prato.",
    category: "saude",
    tags: ["intestino", "microbiota", "fibras", "probióticos", "digestão"],
    publishedAt: "2026-08-05T12:00:00.000Z",
    author: { name: "Dra. Camila Rocha", role: "Nutricionista" },
    color: "#8bc34a",
    motif: "leaf",
    content: `
<p>Nos últimos anos, a microbiota intestinal, o conjunto de bactérias e outros micro-organismos que vivem no nosso intestino, passou a ocupar as manchetes. Ela participa da digestão de fibras, da produção de algumas vitaminas e se comunica com o sistema imunológico. Muita coisa ainda está em estudo, mas algumas recomendações já são bem estabelecidas e estão ao alcance de qualquer pessoa.</p>

<h2>Fibras: o alimento das bactérias boas</h2>
<p>As fibras são partes dos vegetais que o nosso organismo não consegue digerir sozinho. Ao chegar ao intestino grosso, parte delas é fermentada pelas bactérias, que produzem compostos benéficos para a parede intestinal. As fibras também aumentam o volume das fezes e ajudam no trânsito intestinal.</p>
<p>A recomendação geral para adultos fica em torno de <strong>25 a 30 gramas de fibras por dia</strong>, e boa parte da população brasileira consome menos do que isso. Boas fontes incluem:</p>
<ul>
  <li>Feijão, lentilha, grão-de-bico e ervilha.</li>
  <li>Aveia, arroz integral e pães integrais de verdade.</li>
  <li>Frutas com casca e bagaço, como maçã, pera, goiaba e laranja.</li>
  <li>Verduras e legumes em geral.</li>
  <li>Sementes como chia e linhaça.</li>
</ul>

<h2>Aumente aos poucos e beba água</h2>
<p>Quem come pouca fibra e aumenta de uma vez pode sentir gases e estufamento. O ideal é acrescentar gradualmente, ao longo de algumas semanas, e aumentar também o consumo de água. Sem líquido suficiente, as fibras podem até piorar a prisão de ventre.</p>

<h2>Variedade é a palavra-chave</h2>
<p>Estudos observacionais sugerem que pessoas que consomem uma grande variedade de vegetais ao longo da semana tendem a ter uma microbiota mais diversa. Uma forma prática de aplicar isso é variar as cores e os tipos de alimentos vegetais nas compras da semana, em vez de repetir sempre os mesmos três ou quatro.</p>

<h2>E os probióticos?</h2>
<p>Probióticos são micro-organismos vivos que, em quantidade adequada, podem trazer benefícios à saúde. Alimentos fermentados como iogurte natural, kefir e chucrute são fontes tradicionais. Já os suplementos probióticos têm efeitos que <em>dependem da cepa</em>: uma cepa estudada para diarreia associada a antibióticos não necessariamente ajuda em outra situação.</p>
<p>Por isso, antes de comprar um probiótico, vale conversar com um médico ou nutricionista para entender se ele faz sentido no seu caso e qual cepa foi estudada para o seu objetivo.</p>

<h2>Hábitos que também contam</h2>
<ol>
  <li><strong>Movimento:</strong> a atividade física regular contribui para o funcionamento intestinal.</li>
  <li><strong>Rotina:</strong> respeitar a vontade de ir ao banheiro e ter horários regulares de refeição ajuda.</li>
  <li><strong>Menos ultraprocessados:</strong> eles costumam ter pouca fibra e muitos aditivos.</li>
  <li><strong>Manejo do estresse:</strong> o eixo intestino-cérebro é real, e muita gente sente o intestino reagir em fases tensas.</li>
</ol>

<h2>Sinais de alerta</h2>
<blockquote>Mudança persistente no hábito intestinal, sangue nas fezes, perda de peso sem explicação, dor abdominal forte ou anemia são sinais que precisam de avaliação médica. Não tente resolver por conta própria.</blockquote>
<p>Também é importante lembrar que condições como síndrome do intestino irritável, doença celíaca e intolerâncias alimentares exigem diagnóstico e acompanhamento. Nesses casos, algumas fibras podem precisar ser ajustadas com orientação profissional.</p>

<h2>Um passo de cada vez</h2>
<p>Para começar, inclua uma porção de leguminosa por dia e troque um lanche ultraprocessado por uma fruta. Na nossa página de <a href="/receitas">receitas</a>, a salada de grão-de-bico e a sopa de abóbora são boas portas de entrada para uma alimentação mais rica em fibras.</p>
`,
  },
  {
    slug: "suplementacao-para-iniciantes",
    title: "Suplementação para iniciantes: o que faz sentido e o que é marketing",
    excerpt:
      "Antes de encher o carrinho de potes e frascos, entenda para que servem os suplementos, quando eles fazem diferença e como escolher com segurança.",
    category: "suplementacao",
    tags: ["suplementos", "iniciantes", "vitaminas", "segurança"],
    publishedAt: "2026-08-27T11:00:00.000Z",
    author: { name: "Equipe Lift", role: "Redação" },
    color: "#2a7fd4",
    motif: "capsule",
    content: `
<p>O nome já diz muito: suplemento serve para <strong>suplementar</strong>, ou seja, completar algo que está faltando. Ele não substitui uma alimentação equilibrada, sono e atividade física. Quando usado com critério, porém, pode ser uma ferramenta prática para atingir necessidades que a comida sozinha nem sempre cobre.</p>

<h2>Quando um suplemento faz sentido</h2>
<p>Algumas situações em que a suplementação costuma ser considerada por profissionais de saúde:</p>
<ul>
  <li><strong>Deficiência comprovada em exame:</strong> vitamina D, B12 ou ferro baixos, por exemplo.</li>
  <li><strong>Dietas com restrições:</strong> pessoas veganas geralmente precisam de vitamina B12.</li>
  <li><strong>Dificuldade de atingir uma meta:</strong> quem treina e não consegue chegar à quantidade de proteína indicada só com comida.</li>
  <li><strong>Fases específicas da vida:</strong> gestação, envelhecimento e pós-cirurgias têm necessidades particulares.</li>
</ul>

<h2>Os suplementos com mais evidência</h2>
<p>Entre os produtos mais populares, alguns têm um corpo de pesquisa mais robusto:</p>
<h3>Proteína em pó (whey ou vegetal)</h3>
<p>Não tem nada de especial além de ser uma forma prática de proteína. Ajuda quem tem dificuldade de atingir a meta diária e pode ser útil no café da manhã ou após o treino.</p>
<h3>Creatina</h3>
<p>Um dos suplementos mais estudados no esporte. Auxilia no desempenho em exercícios intensos e curtos, e a dose usual é de 3 a 5 gramas por dia, todos os dias.</p>
<h3>Vitamina D</h3>
<p>Muitas pessoas têm níveis baixos, especialmente quem passa pouco tempo ao sol. O ideal é dosar no sangue antes e ajustar a dose com orientação, já que o excesso também faz mal.</p>
<h3>Ômega 3</h3>
<p>Pode ser uma opção para quem come pouco peixe. Os benefícios variam conforme o objetivo, então vale alinhar expectativas com um profissional.</p>

<h2>Sinais de marketing exagerado</h2>
<p>Desconfie quando um produto:</p>
<ol>
  <li>Promete resultados rápidos, como "perca 10 kg em um mês".</li>
  <li>Diz curar, tratar ou prevenir doenças.</li>
  <li>Afirma funcionar "sem dieta e sem exercício".</li>
  <li>Usa apenas depoimentos, sem informar a composição completa.</li>
  <li>Esconde as doses dos ingredientes atrás de "blends exclusivos".</li>
</ol>

<h2>Como escolher com segurança</h2>
<p>Verifique se o produto está regularizado na Anvisa, se o rótulo traz a lista completa de ingredientes com as quantidades por porção e se a empresa tem canais de atendimento claros. Na <a href="/loja">loja da Lift</a>, cada produto traz a descrição da fórmula para você consultar com calma e, se quiser, levar ao seu nutricionista.</p>
<p>Também é importante lembrar que "natural" não significa "sem risco". Fitoterápicos e extratos vegetais podem interagir com medicamentos, como anticoagulantes, antidepressivos e remédios para pressão.</p>
<blockquote>Antes de começar qualquer suplemento, principalmente se você usa medicamentos, está grávida, amamentando ou tem alguma doença crônica, converse com um médico ou nutricionista.</blockquote>

<h2>Comece pelo básico</h2>
<p>Para quem está começando, a ordem de prioridade costuma ser: organizar a alimentação, dormir bem, se movimentar e, só depois, avaliar se algum suplemento pode ajudar no seu objetivo específico. Começar com um produto por vez também facilita perceber o que funciona para você e identificar qualquer reação indesejada. Anote a data de início, a dose e como você se sente nas semanas seguintes: esse registro simples ajuda muito na conversa com o profissional.</p>
<p>Se quiser se aprofundar, o nosso e-book gratuito de suplementação para iniciantes traz um passo a passo mais detalhado, com perguntas para levar à consulta.</p>
`,
  },
  {
    slug: "colageno-funciona-o-que-dizem-os-estudos",
    title: "Colágeno funciona? O que os estudos mostram sobre pele, cabelo e unhas",
    excerpt:
      "O colágeno hidrolisado é um dos suplementos de beleza mais vendidos do Brasil. Veja o que as pesquisas sugerem, o que ainda é incerto e como usar.",
    category: "beleza",
    tags: ["colágeno", "pele", "beleza", "vitamina C", "envelhecimento"],
    publishedAt: "2026-09-18T14:00:00.000Z",
    author: { name: "Admin", role: "Administrador" },
    color: "#e8a0b4",
    motif: "sparkle",
    content: `
<p>O colágeno é a proteína mais abundante do corpo humano. Ele forma uma espécie de rede que dá firmeza e sustentação à pele, aos tendões, às cartilagens e aos ossos. A partir dos 25 ou 30 anos, a produção natural começa a cair gradualmente, e fatores como exposição solar sem proteção e tabagismo aceleram esse processo.</p>
<p>Não é à toa que os suplementos de colágeno se tornaram tão populares. Mas o que a ciência realmente diz sobre eles?</p>

<h2>Como o colágeno é absorvido</h2>
<p>Uma dúvida comum é: se o colágeno é uma proteína, ele não seria simplesmente digerido como qualquer outra? Em parte, sim. O colágeno hidrolisado é quebrado em peptídeos menores e aminoácidos. Algumas pesquisas indicam que certos peptídeos chegam à corrente sanguínea e podem sinalizar às células da pele para produzirem mais colágeno. É um mecanismo plausível, ainda em investigação.</p>

<h2>O que os estudos sugerem</h2>
<p>Revisões de ensaios clínicos publicadas nos últimos anos apontam que o uso de colágeno hidrolisado por <strong>8 a 12 semanas</strong> pode contribuir para:</p>
<ul>
  <li>Melhora da hidratação da pele.</li>
  <li>Aumento da elasticidade.</li>
  <li>Redução discreta na profundidade de rugas finas.</li>
</ul>
<p>É importante ler esses resultados com cuidado. Muitos estudos são pequenos, têm curta duração e alguns foram financiados por fabricantes. Os efeitos observados costumam ser modestos, e não há evidência de que o colágeno "apague" sinais de envelhecimento.</p>
<p>Para cabelos e unhas, a evidência é mais limitada. Há alguns estudos com unhas quebradiças mostrando melhora, mas ainda é cedo para conclusões firmes.</p>

<h2>Nutrientes que trabalham junto</h2>
<p>O corpo precisa de alguns nutrientes para formar colágeno. O principal deles é a <strong>vitamina C</strong>, que contribui para a formação normal de colágeno. Zinco e cobre também participam do processo. Por isso, muitas fórmulas combinam colágeno com esses nutrientes, como o <a href="/loja">Lift Skin</a>.</p>
<p>Uma alimentação com proteína suficiente, frutas cítricas, acerola, goiaba, castanhas e verduras já fornece boa parte dessa matéria-prima.</p>

<h2>Como usar</h2>
<ol>
  <li><strong>Dose:</strong> a maioria dos estudos usou entre 2,5 e 10 gramas de colágeno hidrolisado por dia.</li>
  <li><strong>Horário:</strong> não há evidência de um horário ideal. Escolha o que for mais fácil de lembrar.</li>
  <li><strong>Constância:</strong> os resultados, quando aparecem, levam semanas. Use todos os dias por pelo menos dois a três meses antes de avaliar.</li>
  <li><strong>Forma:</strong> o pó sem sabor pode ser misturado em sucos, vitaminas, café ou iogurte.</li>
</ol>

<h2>O que faz mais diferença que qualquer suplemento</h2>
<blockquote>Protetor solar todos os dias, não fumar e dormir bem continuam sendo os cuidados com mais evidência para preservar a pele.</blockquote>
<p>A radiação ultravioleta é a principal responsável pelo envelhecimento precoce da pele, justamente por degradar as fibras de colágeno. Sem proteção solar, qualquer suplemento terá efeito limitado.</p>

<h2>Quem deve ter cuidado</h2>
<p>Pessoas com doença renal, alergia a peixe ou a derivados bovinos (dependendo da origem do colágeno), gestantes e lactantes devem conversar com um profissional antes de usar. E se o seu objetivo é tratar uma condição de pele, como acne, melasma ou queda de cabelo acentuada, procure um dermatologista.</p>
<p>Em resumo: o colágeno pode ser um complemento interessante para a rotina de cuidados, com benefícios discretos e plausíveis para a pele. Só não espere milagres, e não deixe de lado o básico. Para uma forma gostosa de incluir na rotina, veja o smoothie de frutas vermelhas com colágeno em nossas <a href="/receitas">receitas</a>.</p>
`,
  },
  {
    slug: "proteina-no-cafe-da-manha",
    title: "Proteína no café da manhã: por que vale a pena e 6 ideias práticas",
    excerpt:
      "O café da manhã brasileiro costuma ser rico em carboidratos e pobre em proteína. Veja por que equilibrar essa refeição ajuda na saciedade e como fazer isso sem complicação.",
    category: "nutricao",
    tags: ["café da manhã", "proteína", "saciedade", "receitas rápidas"],
    publishedAt: "2026-10-14T08:00:00.000Z",
    author: { name: "Equipe Lift", role: "Redação" },
    color: "#f2a516",
    motif: "sun",
    content: `
<p>Pão francês com manteiga e café com leite. Para muita gente, esse é o café da manhã de todo dia. Não há nada de errado com ele, mas a combinação tem pouca proteína, e isso pode fazer a fome voltar rápido, ainda no meio da manhã. Ajustar essa refeição é uma das mudanças mais simples e eficazes que você pode fazer na alimentação.</p>

<h2>Por que a proteína faz diferença logo cedo</h2>
<p>A proteína é o nutriente que mais contribui para a sensação de saciedade. Uma refeição com boa quantidade de proteína tende a segurar a fome por mais tempo e pode reduzir a vontade de beliscar ao longo da manhã.</p>
<p>Além disso, o corpo usa a proteína ao longo do dia para manter músculos, pele, enzimas e hormônios. Distribuir a ingestão entre as refeições, em vez de concentrar tudo no almoço e no jantar, parece ser uma estratégia interessante, principalmente para quem treina e para pessoas acima dos 50 anos, que perdem massa muscular com mais facilidade.</p>

<h2>Quanto é uma boa quantidade?</h2>
<p>Não existe um número mágico, mas muitos profissionais sugerem algo entre <strong>20 e 30 gramas de proteína</strong> no café da manhã para adultos saudáveis. Para ter uma referência aproximada:</p>
<ul>
  <li>2 ovos: cerca de 12 a 13 g.</li>
  <li>1 pote de iogurte natural (170 g): cerca de 6 a 10 g, e iogurtes do tipo grego ou proteicos chegam a 15 g ou mais.</li>
  <li>2 fatias de queijo branco (60 g): cerca de 10 g.</li>
  <li>1 dose de whey protein: cerca de 20 a 25 g.</li>
  <li>2 colheres de sopa de pasta de amendoim: cerca de 7 a 8 g.</li>
</ul>
<p>As necessidades variam conforme peso, idade, nível de atividade e condições de saúde. Quem tem doença renal, por exemplo, precisa de orientação individual.</p>

<h2>6 ideias práticas</h2>
<h3>1. Crepioca</h3>
<p>Um ovo, duas colheres de tapioca e um recheio de queijo branco ou frango desfiado. Fica pronta em cinco minutos na frigideira.</p>
<h3>2. Pão com ovos mexidos</h3>
<p>Mantenha o pão, mas troque a manteiga por ovos mexidos com tomate e orégano. Pequena mudança, grande diferença.</p>
<h3>3. Iogurte com frutas e aveia</h3>
<p>Iogurte natural ou grego com banana, morango e uma colher de aveia. Para mais proteína, misture meia dose de whey ao iogurte.</p>
<h3>4. Overnight oats</h3>
<p>Aveia, leite, iogurte e chia deixados na geladeira durante a noite. De manhã, é só acrescentar frutas e comer.</p>
<h3>5. Panqueca de banana</h3>
<p>Banana amassada com dois ovos e canela. Simples, sem farinha e adorada pelas crianças.</p>
<h3>6. Vitamina proteica</h3>
<p>Leite ou bebida vegetal, uma fruta, uma dose de proteína em pó e gelo. Boa opção para quem não tem fome logo cedo ou come no caminho.</p>
<p>Você encontra o passo a passo de várias dessas opções na nossa seção de <a href="/receitas">receitas</a>.</p>

<h2>E quem não sente fome de manhã?</h2>
<p>Tudo bem. Não existe obrigação de tomar café da manhã assim que acorda. O importante é observar o conjunto do dia. Se você prefere comer mais tarde, vale aplicar a mesma lógica na primeira refeição, seja às 8h ou às 10h.</p>
<blockquote>A melhor refeição é aquela que se encaixa na sua rotina e deixa você satisfeito até a próxima. Proteína é uma aliada nisso, não uma regra rígida.</blockquote>
<p>Se você tem objetivos específicos, como ganho de massa muscular ou emagrecimento, um nutricionista pode calcular a quantidade de proteína ideal para você e sugerir como distribuí-la ao longo do dia.</p>
`,
  },
  {
    slug: "creatina-mitos-e-verdades",
    title: "Creatina: mitos e verdades sobre um dos suplementos mais estudados",
    excerpt:
      "Faz mal aos rins? Precisa de fase de saturação? Engorda? Reunimos as dúvidas mais comuns sobre creatina e o que a pesquisa científica diz sobre cada uma.",
    category: "suplementacao",
    tags: ["creatina", "treino", "mitos", "desempenho", "suplementos"],
    publishedAt: "2026-11-10T10:00:00.000Z",
    author: { name: "Admin", role: "Administrador" },
    color: "#607d8b",
    motif: "capsule",
    content: `
<p>A creatina é uma substância produzida naturalmente pelo corpo, a partir de aminoácidos, e também obtida pela alimentação, principalmente em carnes e peixes. Ela fica armazenada sobretudo nos músculos, onde ajuda a regenerar energia rapidamente durante esforços curtos e intensos. Como suplemento, é uma das substâncias mais pesquisadas da nutrição esportiva, com centenas de estudos publicados.</p>
<p>Ainda assim, continua cercada de dúvidas. Vamos às principais.</p>

<h2>"Creatina faz mal para os rins"</h2>
<p><strong>Em pessoas saudáveis, não há evidência consistente disso.</strong> Estudos de longo prazo com doses usuais não mostraram prejuízo à função renal em indivíduos sem doença prévia. A confusão vem, em parte, do fato de a creatina aumentar levemente a creatinina no sangue, um marcador usado para avaliar os rins. Esse aumento pode ser um efeito esperado da suplementação, e não necessariamente um sinal de lesão.</p>
<p>Por isso, se você usa creatina e vai fazer exames, avise o médico. E quem já tem doença renal, diabetes ou hipertensão não controlada deve conversar com o médico antes de começar.</p>

<h2>"Precisa fazer fase de saturação"</h2>
<p><strong>Não é obrigatório.</strong> A saturação, com doses altas por cerca de uma semana, enche os estoques musculares mais rápido. Mas tomar a dose de manutenção, geralmente de 3 a 5 gramas por dia, leva ao mesmo resultado em cerca de três a quatro semanas, com menos chance de desconforto gastrointestinal.</p>

<h2>"Creatina engorda"</h2>
<p><strong>Ela não engorda no sentido de aumentar gordura.</strong> O que pode acontecer é um ganho de 1 a 2 kg na balança nas primeiras semanas, porque a creatina puxa água para dentro das células musculares. Isso não é gordura nem "retenção" no sentido estético, e costuma ser interpretado como um sinal de que os estoques musculares aumentaram.</p>

<h2>"Só serve para quem faz musculação"</h2>
<p><strong>Mito parcial.</strong> Os benefícios mais bem documentados são em atividades de alta intensidade e curta duração, como musculação, sprints e esportes com arrancadas. Há também pesquisas em andamento sobre creatina em idosos, associada ao treino de força, e sobre possíveis efeitos cognitivos, mas nessas áreas a evidência ainda é menos firme.</p>

<h2>"Tem que tomar antes do treino"</h2>
<p><strong>O horário importa pouco.</strong> O que conta é tomar todos os dias, inclusive nos dias sem treino, para manter os estoques musculares. Escolha o horário que for mais fácil de lembrar.</p>

<h2>"Precisa fazer ciclos e pausas"</h2>
<p><strong>Não há evidência de que pausas sejam necessárias</strong> para pessoas saudáveis. Ao parar, os estoques voltam ao nível anterior em algumas semanas.</p>

<h2>Como escolher e usar</h2>
<ul>
  <li>Prefira <strong>creatina monohidratada</strong>, a forma mais estudada. Versões "avançadas" e mais caras não mostraram vantagem clara.</li>
  <li>Verifique a regularização na Anvisa e a lista de ingredientes: o ideal é que contenha apenas creatina.</li>
  <li>Misture em água, suco ou na vitamina do café da manhã.</li>
  <li>Beba água ao longo do dia, como parte de uma rotina saudável.</li>
</ul>
<p>Na nossa <a href="/loja">loja</a> você encontra a Lift Creatina Monohidratada, sem sabor e sem aditivos.</p>

<blockquote>Creatina é um suplemento seguro e eficaz para muitos objetivos, mas não é mágica: os resultados aparecem quando ela acompanha treino consistente, alimentação com proteína suficiente e boas noites de sono.</blockquote>

<h2>Quem deve ter cautela</h2>
<p>Gestantes, lactantes, adolescentes e pessoas com doenças crônicas ou que usam medicamentos de uso contínuo devem buscar orientação profissional antes de usar. Um nutricionista esportivo pode indicar se a creatina faz sentido para o seu objetivo e ajustar a dose ao seu caso.</p>
`,
  },
];

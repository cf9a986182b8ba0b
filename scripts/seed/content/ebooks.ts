// Demo e-books for the Lift store (pt-BR). The text is rendered into PDFs
// with a standard Helvetica font (WinAnsi), so it must stay within
// Windows-1252: plain hyphens and straight quotes only, no emoji or arrows.
import type { SeedEbook } from "./types";

export const seedEbooks: SeedEbook[] = [
  // ---------------------------------------------------------------- free
  {
    slug: "guia-do-emagrecimento-saudavel",
    title: "Guia do Emagrecimento Saudável",
    description:
      "Um guia direto ao ponto para perder peso sem dietas radicais e sem efeito sanfona. Você vai entender o que realmente importa, montar refeições que saciam e criar hábitos que cabem na sua rotina.",
    author: "Dra. Camila Rocha",
    premium: false,
    priceCents: null,
    downloads: 4820,
    publishedAt: "2026-02-10T10:00:00.000Z",
    color: "#ff7043",
    motif: "scale",
    chapters: [
      {
        title: "Por que as dietas radicais falham",
        paragraphs: [
          `Dietas muito restritivas prometem resultados rápidos e, nas primeiras semanas, costumam entregar alguma coisa na balança. O problema é o que vem depois. Quando a ingestão de energia cai bruscamente, o corpo responde com mais fome, mais cansaço e menos disposição para se movimentar. Somado a isso, a vida continua: aniversários, almoços de família, semanas puxadas no trabalho. Um plano que exige força de vontade o tempo todo simplesmente não resiste à rotina real, e o peso perdido tende a voltar.`,
          `Outro ponto pouco lembrado é a perda de massa muscular. Dietas com pouca proteína e sem exercício fazem o corpo usar parte dos músculos como fonte de energia. Como o músculo é um tecido que gasta energia mesmo em repouso, perder massa muscular reduz o gasto calórico diário. O resultado é um corpo que precisa de menos comida para manter o mesmo peso, o que facilita a recuperação dos quilos quando a dieta termina.`,
          `Por isso, este guia parte de uma premissa diferente: o melhor plano é aquele que você consegue manter por meses, não por dias. Em vez de cortar grupos inteiros de alimentos, vamos ajustar quantidades, melhorar escolhas e construir hábitos aos poucos. Pode parecer mais lento no início, mas é o caminho que as pesquisas e a prática clínica mostram ser mais consistente para emagrecer e continuar com o peso alcançado.`,
        ],
      },
      {
        title: "Um déficit calórico gentil",
        paragraphs: [
          `Para perder gordura, é preciso consumir um pouco menos de energia do que se gasta. Esse é o chamado déficit calórico, e não há como contorná-lo. A diferença está no tamanho dele. Um déficit pequeno ou moderado permite perder em torno de meio quilo a um quilo por semana, ritmo considerado seguro para a maioria dos adultos, e ainda deixa espaço para comer com prazer, treinar com energia e manter a vida social.`,
          `Você não precisa contar calorias para criar esse déficit. Algumas estratégias simples funcionam muito bem: encher metade do prato com verduras e legumes, reduzir bebidas açucaradas e alcoólicas, diminuir um pouco a porção de carboidratos refinados e evitar beliscar direto do pacote. Cada uma dessas mudanças, isoladamente, parece pequena. Juntas, ao longo de semanas, fazem uma diferença grande e sem a sensação de estar passando fome.`,
          `Acompanhe o progresso com mais de um indicador. A balança oscila de um dia para o outro por causa de água, intestino e ciclo menstrual, então vale se pesar no máximo uma vez por semana, no mesmo horário. Medidas da cintura, o caimento das roupas, a disposição e a qualidade do sono também contam. Se após quatro semanas nada mudou, revise os hábitos com calma, de preferência com a ajuda de um nutricionista.`,
        ],
      },
      {
        title: "Proteína, fibras e saciedade",
        paragraphs: [
          `A fome é a principal inimiga de qualquer plano de emagrecimento, e dois nutrientes ajudam muito a controlá-la: proteína e fibras. A proteína é o nutriente que mais contribui para a sensação de saciedade e ainda ajuda a preservar a massa muscular durante o déficit. Procure incluir uma fonte em todas as refeições: ovos, frango, peixe, carnes magras, iogurte natural, queijos brancos, feijão, lentilha ou grão-de-bico.`,
          `As fibras, presentes em verduras, legumes, frutas com casca, aveia e leguminosas, aumentam o volume das refeições e deixam a digestão mais lenta. Isso significa comer uma quantidade satisfatória de comida com menos calorias. Um prato com salada, legumes, arroz, feijão e uma proteína é um ótimo exemplo de refeição brasileira que já reúne tudo isso. Se você consome pouca fibra, aumente aos poucos e beba mais água para evitar desconforto.`,
          `Também vale prestar atenção ao ritmo das refeições. Comer devagar, mastigar bem e evitar telas durante as refeições ajuda o cérebro a perceber a saciedade a tempo. Uma regra prática é servir o prato uma única vez e esperar alguns minutos antes de decidir se ainda está com fome. Muitas vezes, a vontade de repetir desaparece depois de um copo de água e um pouco de paciência.`,
        ],
      },
      {
        title: "Movimento, sono e a fase de manutenção",
        paragraphs: [
          `Exercício físico não serve apenas para gastar calorias. O treino de força, como musculação ou exercícios com o peso do corpo, preserva e fortalece os músculos, o que ajuda a manter o metabolismo ativo. A atividade aeróbica, como caminhada, bicicleta ou dança, contribui para a saúde do coração e para o gasto energético. Se você está começando, duas sessões de força e três caminhadas por semana já são um excelente ponto de partida.`,
          `O sono costuma ser o pilar esquecido. Dormir pouco altera hormônios ligados à fome e à saciedade e aumenta a vontade de comer alimentos muito calóricos no dia seguinte. Tente dormir entre sete e nove horas por noite, com horários regulares. Se você ronca alto, acorda cansado mesmo dormindo bastante ou tem insônia frequente, converse com um médico, porque esses problemas interferem diretamente no controle do peso.`,
          `Por fim, planeje a manutenção desde o início. Quando chegar ao seu objetivo, aumente a quantidade de comida aos poucos, mantendo os hábitos que funcionaram: proteína nas refeições, prato colorido, movimento diário e sono em dia. Suplementos podem auxiliar em pontos específicos, mas nunca substituem essa base. E lembre-se de que cada pessoa é única: um nutricionista e um médico podem adaptar estas orientações à sua saúde e à sua história.`,
        ],
      },
    ],
  },
  {
    slug: "suplementacao-para-iniciantes",
    title: "Suplementação para Iniciantes",
    description:
      "Tudo o que você precisa saber antes de comprar o primeiro suplemento: para que servem, quais têm mais evidência e como ler um rótulo. Um material honesto para fazer escolhas seguras e sem cair no marketing.",
    author: "Equipe Lift",
    premium: false,
    priceCents: null,
    downloads: 3650,
    publishedAt: "2026-03-05T09:00:00.000Z",
    color: "#2a7fd4",
    motif: "capsule",
    chapters: [
      {
        title: "O que é, e o que não é, um suplemento",
        paragraphs: [
          `Suplementos alimentares são produtos destinados a complementar a alimentação com nutrientes, substâncias bioativas, enzimas ou probióticos. No Brasil, eles são regulamentados pela Anvisa, que define quais ingredientes podem ser usados, em quais quantidades e quais alegações podem aparecer no rótulo. Essa regulamentação existe justamente para proteger o consumidor de promessas exageradas e de produtos com composição inadequada. Antes de comprar, vale conferir se o produto está regularizado.`,
          `Um suplemento não é remédio. Ele não deve ser usado para tratar, curar ou prevenir doenças, e qualquer produto que prometa isso está fora das regras. Também não substitui uma alimentação variada: as frutas, verduras, grãos e proteínas do dia a dia trazem milhares de compostos que nenhuma cápsula consegue reproduzir. O papel do suplemento é preencher lacunas específicas, e não compensar uma rotina desorganizada.`,
          `Pense no suplemento como uma ferramenta. Ele pode ser muito útil quando existe uma necessidade clara: uma deficiência identificada em exame, uma dieta que exclui certos grupos de alimentos, uma meta de proteína difícil de atingir só com comida. Quando não há uma necessidade definida, a chance de o produto fazer diferença real é pequena, e o dinheiro pode render mais em alimentos de qualidade.`,
        ],
      },
      {
        title: "Os suplementos com mais evidência",
        paragraphs: [
          `A proteína em pó, seja whey ou de origem vegetal, é basicamente comida em formato prático. Ela ajuda quem tem dificuldade de atingir a quantidade diária de proteína, como pessoas que treinam, idosos com pouco apetite ou quem tem uma rotina muito corrida. Não tem efeito especial além disso, mas é segura para a maioria das pessoas saudáveis e pode substituir um lanche pobre em proteína.`,
          `A creatina monohidratada é um dos suplementos mais estudados da nutrição esportiva. Na dose de três a cinco gramas por dia, tomada todos os dias, ela auxilia no desempenho em exercícios intensos e de curta duração, como musculação e sprints. Não precisa de fase de saturação nem de pausas. Pessoas com doença renal ou outras condições crônicas devem conversar com o médico antes de usar.`,
          `Vitamina D, vitamina B12, ferro e ômega 3 também aparecem com frequência nas recomendações, mas aqui a palavra-chave é individualização. A vitamina D e o ferro, por exemplo, devem ser dosados no sangue antes da suplementação, porque o excesso também faz mal. A B12 é praticamente obrigatória para veganos. O ômega 3 pode ser uma opção para quem come pouco peixe. Em todos os casos, a dose certa depende dos seus exames e da sua história.`,
        ],
      },
      {
        title: "Como ler um rótulo",
        paragraphs: [
          `O rótulo é o documento mais importante de um suplemento. Comece pela tabela nutricional, que mostra a quantidade de cada nutriente por porção e o percentual dos valores diários de referência. Confira o tamanho da porção: às vezes, a dose indicada é de duas ou três cápsulas, e não de uma. Isso muda o rendimento do frasco e o custo real do tratamento por mês.`,
          `Em seguida, leia a lista de ingredientes, que aparece em ordem decrescente de quantidade. Desconfie de misturas chamadas de blend exclusivo ou fórmula proprietária sem a quantidade de cada componente: sem saber a dose, não há como comparar com o que foi estudado. Observe também a presença de cafeína, açúcares, adoçantes e alergênicos, como leite, soja, glúten e derivados de peixe ou de abelha.`,
          `Por último, leia as advertências e o modo de uso. Produtos com cafeína, por exemplo, costumam trazer alertas para gestantes, crianças e pessoas sensíveis. Verifique também a data de validade, o lote e os dados do fabricante, incluindo um canal de atendimento ao consumidor. Uma empresa séria informa tudo isso de forma clara e responde às suas dúvidas antes da compra.`,
        ],
      },
      {
        title: "Segurança e a conversa com o profissional",
        paragraphs: [
          `Natural não significa inofensivo. Extratos vegetais e fitoterápicos podem interagir com medicamentos, como anticoagulantes, antidepressivos, anticoncepcionais e remédios para pressão ou diabetes. Doses altas de algumas vitaminas, especialmente as lipossolúveis, como A, D, E e K, se acumulam no organismo e podem causar problemas. Somar vários produtos que contêm o mesmo nutriente também é um erro comum, e muitas vezes passa despercebido porque os rótulos usam nomes diferentes.`,
          `Antes de começar, leve uma lista com os suplementos que você pretende usar para o seu médico ou nutricionista, junto com os remédios que já toma. Algumas perguntas úteis: esse produto faz sentido para o meu objetivo? Há algum exame que devo fazer antes? Por quanto tempo devo usar e como vou saber se está funcionando? Existe alguma interação com meus medicamentos?`,
          `Ao começar, introduza um produto de cada vez e observe como o corpo reage por algumas semanas. Isso facilita identificar benefícios e eventuais efeitos indesejados, como desconforto gastrointestinal ou alteração do sono. Se notar qualquer reação estranha, suspenda o uso e procure orientação. Guarde as embalagens para consultar a composição quando precisar. Com critério e acompanhamento, a suplementação pode ser uma aliada segura da sua saúde.`,
        ],
      },
    ],
  },
  {
    slug: "sono-reparador",
    title: "Sono Reparador: guia prático para noites melhores",
    description:
      "Entenda como o sono funciona e aprenda ajustes simples de rotina, ambiente e alimentação para dormir melhor. Inclui um roteiro de duas semanas para colocar tudo em prática.",
    author: "Equipe Lift",
    premium: false,
    priceCents: null,
    downloads: 2140,
    publishedAt: "2026-04-18T21:00:00.000Z",
    color: "#3b3f8f",
    motif: "moon",
    chapters: [
      {
        title: "Como o sono funciona",
        paragraphs: [
          `O sono não é um estado de desligamento. Durante a noite, o cérebro passa por ciclos de aproximadamente noventa minutos, alternando fases de sono leve, sono profundo e sono REM, quando acontecem os sonhos mais vívidos. O sono profundo está ligado à recuperação física, enquanto o REM participa da consolidação da memória e do equilíbrio emocional. Uma noite completa costuma ter de quatro a seis desses ciclos.`,
          `Dois sistemas regulam quando sentimos sono. O primeiro é a pressão de sono, que aumenta a cada hora acordado e diminui enquanto dormimos. O segundo é o relógio biológico, ou ritmo circadiano, que segue um ciclo de cerca de vinte e quatro horas e é ajustado principalmente pela luz. Quando esses dois sistemas estão alinhados, adormecer fica mais fácil e o sono tende a ser mais contínuo.`,
          `A maioria dos adultos precisa de sete a nove horas de sono por noite, mas a quantidade ideal varia de pessoa para pessoa. Um bom sinal de que você está dormindo o suficiente é acordar com disposição, sem depender de vários alarmes, e não sentir sonolência intensa durante o dia. Se isso não acontece com frequência, vale olhar com atenção para a sua rotina.`,
        ],
      },
      {
        title: "Rotina e ambiente",
        paragraphs: [
          `Horários regulares são o ajuste mais poderoso. Deitar e acordar em horários parecidos todos os dias, inclusive nos fins de semana, ajuda o relógio biológico a se organizar. Se quiser mudar o horário de dormir, faça isso aos poucos, antecipando quinze minutos a cada poucos dias. Pela manhã, exponha-se à luz natural logo cedo: abrir as cortinas ou caminhar alguns minutos ao ar livre já ajuda.`,
          `À noite, o objetivo é desacelerar. Diminua a intensidade das luzes da casa depois do jantar e tente deixar celular, computador e televisão de lado de trinta a sessenta minutos antes de deitar. Esse tempo pode ser usado para um banho morno, leitura leve, alongamento ou exercícios de respiração. Repetido todas as noites, esse ritual sinaliza ao corpo que chegou a hora de descansar.`,
          `O quarto deve ser escuro, silencioso e fresco. Cortinas que bloqueiam a luz, tampões de ouvido e um ventilador para criar um ruído constante podem fazer bastante diferença. Procure usar a cama apenas para dormir e para a intimidade, evitando trabalhar ou assistir séries deitado. Se não conseguir dormir depois de uns vinte minutos, levante, vá para outro cômodo com luz baixa e volte quando sentir sono.`,
        ],
      },
      {
        title: "Alimentação, cafeína e sono",
        paragraphs: [
          `A cafeína bloqueia temporariamente os sinais de cansaço no cérebro e pode permanecer ativa no organismo por muitas horas. Para quem tem dificuldade para dormir, a recomendação é evitar café, chás preto e verde, mate, refrigerantes à base de cola, chocolate amargo em grande quantidade e energéticos a partir do meio da tarde. A sensibilidade varia muito, então observe como o seu corpo reage.`,
          `O álcool engana: pode dar sonolência no início, mas fragmenta o sono na segunda metade da noite e reduz o sono REM. Jantares muito pesados ou muito próximos da hora de deitar também atrapalham, principalmente em quem tem refluxo. O ideal é jantar de duas a três horas antes de dormir. Se sentir fome mais tarde, um lanche leve, como um iogurte ou uma fruta, costuma cair bem.`,
          `Alguns suplementos, como magnésio, camomila e L-triptofano, são usados para auxiliar no relaxamento. Eles podem complementar uma boa rotina, mas não substituem a higiene do sono e não tratam distúrbios do sono. A melatonina tem regras específicas no Brasil e deve ser usada com orientação profissional. Antes de começar qualquer produto, principalmente se você usa medicamentos, converse com um médico ou nutricionista.`,
        ],
      },
      {
        title: "Quando procurar ajuda",
        paragraphs: [
          `Algumas situações vão além dos hábitos e merecem avaliação médica. Roncos altos, pausas na respiração percebidas por quem dorme ao lado, despertares com sensação de engasgo e sonolência intensa durante o dia podem indicar apneia do sono, uma condição comum e tratável. Dificuldade para iniciar ou manter o sono por mais de três meses, pelo menos três noites por semana, caracteriza insônia crônica.`,
          `A insônia crônica tem tratamento eficaz, e a primeira linha recomendada em muitas diretrizes é a terapia cognitivo-comportamental para insônia, que trabalha pensamentos e comportamentos ligados ao sono. Ansiedade, depressão, dor crônica, alterações hormonais e alguns medicamentos também interferem no descanso. Por isso, o acompanhamento profissional faz tanta diferença: ele investiga a causa, em vez de apenas tratar o sintoma.`,
          `Para colocar este guia em prática, experimente um roteiro de duas semanas. Na primeira, fixe o horário de acordar e pegue luz pela manhã. Na segunda, acrescente o ritual noturno sem telas e ajuste a cafeína. Anote todos os dias a que horas deitou, quanto tempo levou para dormir e como acordou. Esse diário simples ajuda você a perceber o que funciona e é muito útil numa consulta.`,
        ],
      },
    ],
  },
  {
    slug: "energia-no-dia-a-dia",
    title: "Energia no Dia a Dia",
    description:
      "Cansaço constante tem muitas causas, e boa parte delas está na rotina. Este e-book mostra como alimentação, movimento, pausas e sono ajudam a manter a disposição do café da manhã ao fim do dia.",
    author: "Equipe Lift",
    premium: false,
    priceCents: null,
    downloads: 980,
    publishedAt: "2026-09-02T08:00:00.000Z",
    color: "#f2a516",
    motif: "sun",
    chapters: [
      {
        title: "De onde vem o cansaço",
        paragraphs: [
          `Sentir-se cansado de vez em quando é normal, principalmente depois de uma noite mal dormida ou de uma semana puxada. O sinal de atenção é quando o cansaço vira companhia diária, mesmo em dias tranquilos. Nesses casos, a causa costuma ser uma combinação de fatores: sono insuficiente, alimentação desequilibrada, pouca hidratação, sedentarismo, excesso de estresse e poucas pausas ao longo do dia.`,
          `Também existem causas médicas que precisam ser investigadas. Anemia por falta de ferro, deficiência de vitamina B12, alterações da tireoide, diabetes, depressão e apneia do sono são exemplos de condições que se manifestam com cansaço persistente. Por isso, se a falta de energia dura semanas, vem acompanhada de outros sintomas ou atrapalha suas atividades, o primeiro passo é procurar um médico e fazer os exames indicados.`,
          `Descartadas as causas médicas, a boa notícia é que a rotina tem grande influência sobre a disposição. Pequenos ajustes, feitos de forma consistente, costumam trazer uma melhora perceptível em poucas semanas. Nos próximos capítulos, vamos ver como organizar as refeições, incluir movimento e fazer pausas inteligentes para manter a energia mais estável do início ao fim do dia, sem depender de soluções rápidas.`,
        ],
      },
      {
        title: "Alimentação para energia estável",
        paragraphs: [
          `Refeições muito ricas em açúcar e farinha refinada, como um pão doce com refrigerante, fazem a glicose subir rápido e cair logo depois, o que pode trazer sonolência e fome pouco tempo depois. Para uma energia mais estável, combine carboidratos com proteína, gordura boa e fibras. Um exemplo é trocar o pão branco sozinho por pão integral com ovos, ou acrescentar aveia e frutas ao iogurte.`,
          `Não pule refeições se isso deixa você sem energia ou faz com que exagere mais tarde. Para muitas pessoas, três refeições principais e um ou dois lanches planejados funcionam bem. Bons lanches para levar na bolsa incluem frutas, castanhas, iogurte natural, queijo branco e palitos de legumes. Ter essas opções à mão evita recorrer à máquina de salgadinhos no meio da tarde.`,
          `A hidratação também conta: mesmo uma desidratação leve pode causar cansaço e dificuldade de concentração. Mantenha uma garrafa de água por perto e beba ao longo do dia, ajustando a quantidade ao calor e à atividade física. O café pode fazer parte da rotina, mas com moderação e longe da hora de dormir. Energéticos e pré-treinos com cafeína devem ser usados com cautela e nunca em excesso.`,
        ],
      },
      {
        title: "Movimento, pausas e descanso",
        paragraphs: [
          `Parece contraditório, mas se movimentar aumenta a energia. A atividade física regular melhora o condicionamento, a qualidade do sono e o humor. Não é preciso começar com treinos longos: caminhadas de dez minutos depois das refeições, subir escadas e alongar-se a cada hora já fazem diferença. Com o tempo, vale incluir treino de força duas vezes por semana e alguma atividade aeróbica que você goste.`,
          `Para quem trabalha sentado, as pausas são fundamentais. A cada cinquenta ou noventa minutos de concentração, levante, beba água, olhe para longe da tela e respire fundo por alguns instantes. Essas micropausas reduzem a fadiga mental e ajudam a manter a produtividade. Na hora do almoço, se possível, saia do ambiente de trabalho e pegue um pouco de luz natural.`,
          `Nenhuma estratégia compensa a falta de sono. Dormir de sete a nove horas, com horários regulares, é a base da disposição. Se a rotina não permite, priorize ao menos a regularidade e um cochilo curto de até vinte minutos no início da tarde. Suplementos com vitaminas do complexo B, magnésio ou cafeína podem auxiliar em situações específicas, mas só depois que essa base estiver organizada e, de preferência, com orientação profissional.`,
        ],
      },
    ],
  },

  // ------------------------------------------------ premium, no charge
  {
    slug: "cardapio-de-7-dias",
    title: "Cardápio de 7 Dias",
    description:
      "Uma semana completa de refeições equilibradas, com ingredientes fáceis de encontrar no mercado brasileiro. Inclui orientações de preparo antecipado e uma lista de compras para organizar a semana.",
    author: "Dra. Camila Rocha",
    premium: true,
    priceCents: null,
    downloads: 2730,
    publishedAt: "2026-05-12T10:00:00.000Z",
    color: "#4caf50",
    motif: "bowl",
    chapters: [
      {
        title: "Como usar este cardápio",
        paragraphs: [
          `Este cardápio foi pensado para adultos saudáveis que querem comer melhor sem complicação. Ele segue o princípio do prato equilibrado: metade de verduras e legumes, um quarto de proteína e um quarto de carboidratos, com frutas nos lanches. As quantidades não estão fixas de propósito, porque as necessidades variam conforme idade, tamanho, nível de atividade e objetivo. Use a fome e a saciedade como guias.`,
          `Você não precisa seguir tudo à risca. Troque refeições de um dia para o outro, repita as que mais gostar e substitua ingredientes por equivalentes: frango por peixe, grão-de-bico por lentilha, batata-doce por mandioca. O importante é manter a estrutura das refeições. Se tiver alguma restrição alimentar, alergia ou condição de saúde, como diabetes ou doença renal, adapte o cardápio com um nutricionista.`,
          `Uma dica que faz toda a diferença é reservar duas horas no domingo para preparar a base da semana: cozinhar feijão e arroz, assar uma assadeira de legumes, cozinhar ovos, lavar e secar as folhas e deixar uma proteína temperada. Com isso pronto, montar cada refeição leva poucos minutos. No último capítulo, você encontra a lista de compras e um roteiro de preparo.`,
        ],
      },
      {
        title: "Dias 1 a 3",
        paragraphs: [
          `Dia 1. Café da manhã: pão integral com ovos mexidos e tomate, mais uma fruta. Almoço: arroz, feijão, filé de frango grelhado, salada de alface, pepino e cenoura ralada. Lanche: iogurte natural com banana e aveia. Jantar: omelete de espinafre com queijo branco e salada de tomate. Um dia simples, com comida de casa, que mostra como o básico bem feito já é equilibrado.`,
          `Dia 2. Café da manhã: overnight oats de cacau preparado na noite anterior. Almoço: arroz integral, lentilha, legumes assados e carne moída magra refogada com abobrinha. Lanche: maçã com uma colher de pasta de amendoim. Jantar: sopa de abóbora com gengibre e uma fatia de pão integral com queijo. Aproveite para assar legumes a mais no almoço, porque eles vão reaparecer na marmita de amanhã.`,
          `Dia 3. Café da manhã: crepioca com queijo branco e orégano, mais café com leite. Almoço: marmita com os legumes assados de ontem, batata-doce e frango desfiado, temperados com limão e azeite. Lanche: um punhado de castanhas e uma tangerina. Jantar: salada de grão-de-bico com legumes e ovo cozido. Repare como o preparo antecipado simplifica o meio da semana, quando a rotina costuma apertar.`,
        ],
      },
      {
        title: "Dias 4 a 7",
        paragraphs: [
          `Dia 4. Café da manhã: iogurte com frutas vermelhas, chia e granola sem açúcar. Almoço: arroz, feijão, peixe assado com limão e salada de repolho com cenoura. Lanche: palitos de cenoura e pepino com homus. Jantar: wrap integral com frango, folhas, tomate e um pouco de requeijão. Dia 5. Café da manhã: panqueca de banana com aveia. Almoço: macarrão integral com molho de tomate caseiro, carne moída e brócolis. Jantar: sopa de legumes com frango.`,
          `Dia 6. Um dia mais livre, típico do fim de semana. Café da manhã: tapioca com ovo e queijo, mais uma fruta. Almoço: aproveite uma refeição fora, escolhendo primeiro a salada e os legumes e depois o restante com tranquilidade. Lanche: smoothie de frutas com iogurte. Jantar: se o almoço foi mais farto, algo leve, como uma salada completa com atum, grão-de-bico e ovo.`,
          `Dia 7. Café da manhã: ovos mexidos, mamão e café. Almoço: frango com legumes assados na mesma assadeira, acompanhado de arroz e feijão. Lanche: iogurte com mel e canela. Jantar: crepioca de frango com salada. O domingo também é o dia de planejar a próxima semana: veja o que sobrou na geladeira, escolha as refeições que mais agradaram e faça a lista de compras com base nelas.`,
        ],
      },
      {
        title: "Lista de compras e preparo antecipado",
        paragraphs: [
          `Hortifrúti: alface, tomate, pepino, cenoura, repolho, brócolis, abobrinha, abóbora, espinafre, cebola, alho, gengibre, limão, batata-doce, banana, maçã, mamão, tangerina e frutas vermelhas congeladas. Proteínas: ovos, peito de frango, carne moída magra, filé de peixe, atum em lata, iogurte natural e queijo branco. Grãos e outros: arroz, arroz integral, feijão, lentilha, grão-de-bico, aveia, chia, macarrão integral, pão integral, tapioca, castanhas e pasta de amendoim.`,
          `Roteiro de domingo, em cerca de duas horas. Coloque o feijão e o grão-de-bico, já deixados de molho, para cozinhar na pressão. Enquanto isso, corte os legumes e leve ao forno em uma assadeira grande com azeite e sal. Cozinhe o arroz e uma dúzia de ovos. Tempere o frango e divida em porções: parte vai para a geladeira, parte para o congelador. Lave, seque e guarde as folhas em potes com papel-toalha.`,
          `Conservação: arroz, feijão, legumes assados e frango cozido duram de três a quatro dias na geladeira em potes bem fechados. Para o restante da semana, congele porções individuais de feijão e de proteína, que descongelam bem de um dia para o outro na geladeira. Ovos cozidos com casca duram até uma semana refrigerados. Etiquetar os potes com a data ajuda a evitar desperdício e a manter a segurança dos alimentos.`,
        ],
      },
    ],
  },
  {
    slug: "intestino-saudavel",
    title: "Intestino Saudável",
    description:
      "Um guia prático sobre fibras, água, alimentos fermentados e hábitos que contribuem para o bom funcionamento do intestino. Com orientações claras sobre quando procurar um médico.",
    author: "Dra. Camila Rocha",
    premium: true,
    priceCents: null,
    downloads: 1320,
    publishedAt: "2026-07-21T12:00:00.000Z",
    color: "#8bc34a",
    motif: "leaf",
    chapters: [
      {
        title: "Conhecendo o intestino e a microbiota",
        paragraphs: [
          `O intestino faz muito mais do que absorver nutrientes. Ele abriga trilhões de micro-organismos, principalmente bactérias, que formam a chamada microbiota intestinal. Essas bactérias ajudam a fermentar fibras que não conseguimos digerir sozinhos, produzem compostos que nutrem as células da parede intestinal e participam da produção de algumas vitaminas. Além disso, o intestino concentra uma grande parte das células do sistema imunológico.`,
          `Cada pessoa tem uma microbiota única, influenciada pelo tipo de parto, pela alimentação na infância, pelo uso de antibióticos, pelo ambiente e, sobretudo, pela alimentação atual. A ciência sobre o tema avança rápido, mas ainda há muito a descobrir. Por isso, desconfie de testes e produtos que prometem mapear e corrigir a sua microbiota com precisão: na maioria dos casos, essas promessas vão além do que as pesquisas sustentam hoje.`,
          `O que já se sabe com mais segurança é que uma alimentação variada, rica em vegetais e fibras, está associada a uma microbiota mais diversa, e que hábitos como movimento regular e boas noites de sono também contribuem para o funcionamento intestinal. São medidas simples, baratas e com benefícios que vão muito além do intestino. É sobre elas que este e-book vai falar.`,
        ],
      },
      {
        title: "Fibras na prática",
        paragraphs: [
          `A recomendação de fibras para adultos fica em torno de vinte e cinco a trinta gramas por dia, e a maioria das pessoas consome bem menos. Existem dois tipos principais. As fibras solúveis, presentes na aveia, no feijão, na maçã e na chia, formam um gel no intestino e deixam a digestão mais lenta. As insolúveis, presentes em grãos integrais, cascas e verduras, aumentam o volume das fezes e aceleram o trânsito intestinal.`,
          `Para aumentar as fibras sem sofrimento, faça mudanças graduais ao longo de duas a três semanas. Comece incluindo uma porção de leguminosa por dia, trocando o pão branco pelo integral e comendo frutas com casca e bagaço em vez de sucos coados. Depois, acrescente aveia no café da manhã e mais uma porção de legumes no jantar. Aumentar de uma vez costuma causar gases e desconforto abdominal.`,
          `Junto com as fibras, aumente a água. Sem líquido suficiente, as fibras podem endurecer as fezes e piorar a prisão de ventre, o efeito oposto ao desejado. Uma forma prática de avaliar a hidratação é observar a cor da urina, que deve ficar amarelo-clara na maior parte do dia. Deixar o feijão de molho e descartar a água antes de cozinhar também ajuda a reduzir a formação de gases.`,
        ],
      },
      {
        title: "Fermentados, probióticos e hábitos",
        paragraphs: [
          `Alimentos fermentados, como iogurte natural, coalhada, kefir, chucrute e kombucha, contêm micro-organismos vivos ou compostos produzidos durante a fermentação. Eles fazem parte da alimentação tradicional de muitos povos e podem ser incluídos com tranquilidade por quem gosta. Prefira versões sem açúcar adicionado e, no caso do iogurte, leia o rótulo para escolher opções com lista curta de ingredientes. Se não tem o hábito, comece com porções pequenas.`,
          `Os suplementos probióticos são outra história. Seus efeitos dependem da cepa, da dose e da situação estudada. Uma cepa avaliada para reduzir a diarreia associada a antibióticos, por exemplo, não necessariamente ajuda na prisão de ventre ou no inchaço. Por isso, o uso de probióticos em cápsula ou sachê deve ser discutido com um médico ou nutricionista, que pode indicar o produto adequado ao seu objetivo, se ele fizer sentido.`,
          `Alguns hábitos simples completam o cuidado. Respeite a vontade de evacuar em vez de adiá-la, tenha horários regulares de refeição e, se possível, reserve alguns minutos tranquilos pela manhã. Apoiar os pés em um banquinho, elevando os joelhos, facilita a evacuação para muitas pessoas. A atividade física regular estimula o movimento intestinal, e o manejo do estresse ajuda, já que intestino e cérebro conversam o tempo todo.`,
        ],
      },
      {
        title: "Sinais de alerta",
        paragraphs: [
          `Algumas situações exigem avaliação médica e não devem ser tratadas apenas com mudanças de alimentação. Procure um médico se notar sangue nas fezes, fezes muito escuras, perda de peso sem explicação, anemia, dor abdominal intensa ou que acorda você à noite, vômitos persistentes ou mudança duradoura no hábito intestinal, especialmente depois dos cinquenta anos ou com histórico familiar de doenças intestinais.`,
          `Condições como síndrome do intestino irritável, doença celíaca, intolerância à lactose e doenças inflamatórias intestinais têm sintomas que se parecem entre si e exigem diagnóstico adequado. Nesses casos, algumas recomendações gerais deste e-book podem precisar de ajustes. Pessoas com síndrome do intestino irritável, por exemplo, podem reagir mal a certos tipos de fibra e se beneficiar de estratégias específicas conduzidas por profissionais.`,
          `Para acompanhar a evolução, experimente manter um diário por duas semanas, anotando o que comeu, quanta água bebeu, a frequência e o aspecto das evacuações e eventuais sintomas. Esse registro ajuda você a perceber padrões e é muito útil numa consulta. Cuidar do intestino é um processo gradual: pequenas mudanças mantidas no tempo costumam trazer resultados melhores do que soluções rápidas.`,
        ],
      },
    ],
  },

  // ------------------------------------------------ premium, for sale
  {
    slug: "colageno-e-pele",
    title: "Colágeno e Pele: o guia baseado em evidências",
    description:
      "O que é o colágeno, o que os estudos realmente mostram sobre os suplementos e quais cuidados fazem mais diferença para a pele. Um material honesto, sem promessas milagrosas.",
    author: "Dra. Camila Rocha",
    premium: true,
    priceCents: 2990,
    compareAtCents: 4990,
    downloads: 640,
    publishedAt: "2026-10-06T14:00:00.000Z",
    color: "#e8a0b4",
    motif: "sparkle",
    chapters: [
      {
        title: "O que é o colágeno",
        paragraphs: [
          `O colágeno é a proteína mais abundante do corpo humano. Ele forma fibras resistentes que funcionam como uma estrutura de sustentação para a pele, os tendões, os ligamentos, as cartilagens e os ossos. Na pele, o colágeno fica na derme, a camada abaixo da superfície, e trabalha junto com a elastina e o ácido hialurônico para garantir firmeza, elasticidade e hidratação.`,
          `O corpo produz colágeno continuamente, a partir de aminoácidos obtidos das proteínas da alimentação, com a ajuda de nutrientes como a vitamina C. Com o passar dos anos, essa produção diminui gradualmente, e as fibras existentes ficam mais frágeis. Esse processo natural é acelerado por fatores externos, sendo o principal deles a exposição à radiação ultravioleta do sol sem proteção. O tabagismo e o sono insuficiente também contribuem.`,
          `Existem vários tipos de colágeno. O tipo I predomina na pele e nos ossos, o tipo II nas cartilagens e o tipo III aparece junto com o tipo I na pele e nos vasos. Nos suplementos, o mais comum é o colágeno hidrolisado, obtido de peles e ossos bovinos, suínos ou de peixe, e quebrado em pequenos fragmentos, os peptídeos, para facilitar a digestão e a absorção.`,
        ],
      },
      {
        title: "O que dizem os estudos",
        paragraphs: [
          `Revisões de ensaios clínicos publicadas nos últimos anos sugerem que o uso diário de colágeno hidrolisado, em doses entre dois e meio e dez gramas por período de oito a doze semanas, pode contribuir para a melhora da hidratação e da elasticidade da pele. Alguns estudos também observaram redução discreta na profundidade de rugas finas. O mecanismo proposto é que certos peptídeos estimulam as células da derme a produzir mais colágeno.`,
          `Esses resultados precisam ser lidos com cuidado. Muitos estudos têm poucos participantes, curta duração e foram financiados por fabricantes, o que aumenta o risco de viés. Os efeitos observados costumam ser modestos, perceptíveis em medidas de laboratório, mas nem sempre a olho nu. Não há evidência de que o colágeno reverta o envelhecimento, elimine rugas profundas ou substitua tratamentos dermatológicos.`,
          `Para cabelos e unhas, os dados são ainda mais limitados. Existem estudos pequenos mostrando melhora de unhas quebradiças, mas não há evidência sólida de efeito sobre a queda de cabelo. Já em articulações, há pesquisas com colágeno tipo II e com colágeno hidrolisado em atletas e pessoas com desconforto articular, com resultados variados. Em resumo, o colágeno é um complemento plausível, não uma solução.`,
        ],
      },
      {
        title: "Nutrientes e alimentação para a pele",
        paragraphs: [
          `A produção de colágeno depende de matéria-prima e de cofatores. A matéria-prima são os aminoácidos, obtidos de qualquer proteína da dieta: carnes, ovos, peixes, laticínios e leguminosas. O principal cofator é a vitamina C, que contribui para a formação normal de colágeno. Acerola, goiaba, laranja, kiwi, morango, pimentão e brócolis são fontes excelentes e fáceis de incluir no dia a dia.`,
          `Zinco e cobre também participam do processo. O zinco está presente em carnes, ovos, castanhas, sementes de abóbora e feijão, e contribui para a manutenção da pele normal. O cobre aparece em castanhas, cacau, leguminosas e frutos do mar. Gorduras boas, como as do azeite, do abacate e dos peixes, e os antioxidantes das frutas e verduras coloridas completam um padrão alimentar favorável à saúde da pele.`,
          `Se você decidir usar um suplemento de colágeno, escolha produtos com colágeno hidrolisado, dose clara por porção e, de preferência, combinados com vitamina C. Use todos os dias, no horário que for mais fácil de lembrar, por pelo menos dois a três meses antes de avaliar. Pessoas com doença renal, alergia a peixe ou a derivados de origem animal, gestantes e lactantes devem conversar com um profissional antes de começar.`,
        ],
      },
      {
        title: "A rotina que faz mais diferença",
        paragraphs: [
          `Nenhum suplemento supera o protetor solar. A radiação ultravioleta degrada as fibras de colágeno e é a principal causa do envelhecimento precoce da pele. Use protetor com fator de proteção adequado todos os dias, inclusive em dias nublados e dentro de casa perto de janelas, reaplicando ao longo do dia quando estiver exposto. Chapéus, óculos escuros e evitar o sol entre dez e dezesseis horas completam a proteção.`,
          `Outros hábitos também contam. Não fumar, dormir bem, manter a pele hidratada, controlar o consumo de álcool e de açúcar e praticar atividade física regularmente estão associados a uma pele mais saudável. Para o rosto, uma rotina simples com limpeza suave, hidratante e protetor solar já cobre o essencial. Ativos como retinoides e vitamina C tópica têm boa evidência, mas devem ser indicados por um dermatologista.`,
          `Por fim, tenha expectativas realistas. Envelhecer é natural, e o objetivo de um bom cuidado é manter a pele saudável, não congelar o tempo. Se você tem acne, manchas, melasma, queda de cabelo intensa ou qualquer alteração que incomode, procure um dermatologista. Ele pode avaliar sua pele e indicar tratamentos com eficácia comprovada, nos quais a alimentação e os suplementos entram como coadjuvantes.`,
        ],
      },
    ],
  },
  {
    slug: "receitas-low-carb",
    title: "Receitas Low Carb para o Dia a Dia",
    description:
      "Receitas práticas com menos carboidratos refinados e muito sabor, do café da manhã à sobremesa. Inclui orientações para adotar o low carb com equilíbrio e segurança.",
    author: "Equipe Lift",
    premium: true,
    priceCents: 3990,
    compareAtCents: 5990,
    downloads: 1580,
    publishedAt: "2026-08-14T10:00:00.000Z",
    color: "#ef8a17",
    motif: "bowl",
    chapters: [
      {
        title: "Low carb com equilíbrio",
        paragraphs: [
          `Low carb é um termo amplo para padrões alimentares com menos carboidratos do que o habitual. Na versão moderada, que é a proposta deste e-book, o foco está em reduzir açúcar, farinhas refinadas e ultraprocessados, mantendo vegetais, frutas em porções adequadas, proteínas e gorduras de boa qualidade. Não se trata de cortar todo carboidrato, e sim de escolher melhor as fontes e ajustar as quantidades.`,
          `Para algumas pessoas, essa abordagem facilita o controle do apetite e a organização das refeições. Para outras, não funciona tão bem, e está tudo certo: não existe uma dieta superior para todo mundo. Estudos comparando dietas com menos carboidratos e com menos gordura mostram resultados semelhantes no longo prazo quando as calorias são parecidas. O melhor padrão é aquele que você consegue manter com prazer.`,
          `Atenção especial para quem usa medicamentos para diabetes ou pressão alta: reduzir carboidratos pode alterar a glicemia e a pressão, exigindo ajuste de doses. Gestantes, pessoas com doença renal, histórico de transtornos alimentares e atletas de alto volume também precisam de orientação individual. Nesses casos, converse com seu médico e com um nutricionista antes de mudar a alimentação de forma significativa.`,
        ],
      },
      {
        title: "Cafés da manhã",
        paragraphs: [
          `Omelete de forno com legumes. Bata seis ovos com sal, pimenta e uma colher de sopa de leite. Misture uma xícara de espinafre picado, meio tomate em cubos, um quarto de cebola e cem gramas de queijo branco em cubos. Despeje em forminhas de muffin untadas e asse em forno médio por cerca de vinte minutos. Rende doze unidades, que duram três dias na geladeira e podem ser aquecidas rapidamente no micro-ondas.`,
          `Pão de queijo de frigideira. Misture um ovo, duas colheres de sopa de queijo parmesão ralado, duas colheres de sopa de requeijão e uma colher de sopa de farinha de amêndoas ou de linhaça dourada. Despeje em uma frigideira antiaderente pequena, em fogo baixo, e doure dos dois lados. Fica pronto em cinco minutos e pode ser recheado com peito de peru, tomate e folhas.`,
          `Iogurte com crocante de sementes. Em uma frigideira seca, toste por três minutos duas colheres de sopa de sementes de abóbora, uma de girassol, uma de coco em lascas e uma de castanhas picadas, com uma pitada de canela. Sirva sobre um pote de iogurte natural integral com meia xícara de morangos ou mirtilos. O crocante pode ser feito em maior quantidade e guardado em pote fechado por uma semana.`,
        ],
      },
      {
        title: "Almoços e jantares",
        paragraphs: [
          `Escondidinho de couve-flor com frango. Cozinhe uma couve-flor média no vapor até ficar macia e amasse com duas colheres de requeijão, sal e noz-moscada. Refogue quatrocentos gramas de frango desfiado com cebola, alho, tomate e cheiro-verde. Em um refratário, coloque o frango, cubra com o purê de couve-flor e polvilhe queijo parmesão. Leve ao forno alto por quinze minutos, até gratinar. Serve quatro pessoas.`,
          `Espaguete de abobrinha à bolonhesa. Corte duas abobrinhas em tiras finas com um fatiador ou descascador de legumes. Prepare um molho com trezentos gramas de carne moída magra, cebola, alho e tomate pelado, cozinhando por vinte minutos. Salteie a abobrinha no azeite por apenas dois minutos, para não soltar água, e sirva com o molho por cima e folhas de manjericão. Serve duas pessoas.`,
          `Peixe ao forno com crosta de castanhas. Tempere quatro filés de tilápia com limão, sal e alho. Misture meia xícara de castanha-do-pará triturada, salsinha picada, raspas de limão e um fio de azeite, e espalhe por cima dos filés. Asse em forno médio por cerca de vinte minutos. Acompanhe com uma salada de folhas e legumes grelhados, como berinjela e pimentão, para completar o prato.`,
        ],
      },
      {
        title: "Lanches e sobremesas",
        paragraphs: [
          `Chips de queijo e palitos de legumes. Distribua pequenos montes de queijo parmesão ralado em uma assadeira forrada com papel-manteiga e asse em forno médio por seis a oito minutos, até dourar. Depois de frios, ficam crocantes. Sirva com palitos de pepino, cenoura e salsão e um molho de iogurte com hortelã, sal e limão. Os chips são saborosos, mas calóricos, então vale controlar a porção.`,
          `Mousse de cacau com abacate. Bata no processador meio abacate maduro, duas colheres de sopa de cacau em pó, três colheres de sopa de iogurte natural, uma pitada de sal e adoçante ou um pouco de mel a gosto. O abacate some no sabor do chocolate e deixa a textura muito cremosa. Leve à geladeira por uma hora e sirva com morangos picados. Rende duas porções.`,
          `Uma palavra sobre produtos industrializados com apelo low carb: biscoitos, barrinhas e doces diet nem sempre são boas escolhas. Muitos têm lista longa de aditivos, gordura em excesso e podem causar desconforto intestinal por causa de adoçantes do tipo poliol. Use com moderação e priorize preparações caseiras. Low carb bem feito é, antes de tudo, comida de verdade em quantidades adequadas.`,
        ],
      },
    ],
  },
  {
    slug: "alimentacao-anti-inflamatoria",
    title: "Alimentação Anti-inflamatória",
    description:
      "O que a ciência diz sobre alimentação e inflamação crônica, quais alimentos priorizar e como montar uma semana no estilo mediterrâneo com ingredientes brasileiros. Sem modismos e sem listas proibidas.",
    author: "Dra. Camila Rocha",
    premium: true,
    priceCents: 4990,
    compareAtCents: 7990,
    downloads: 210,
    publishedAt: "2026-11-03T09:00:00.000Z",
    color: "#00897b",
    motif: "heart",
    chapters: [
      {
        title: "Inflamação: o que é e o que não é",
        paragraphs: [
          `A inflamação é uma resposta natural e necessária do organismo. Quando você se machuca ou enfrenta uma infecção, o sistema imunológico mobiliza células e substâncias para combater o problema e reparar o tecido. Vermelhidão, calor, inchaço e dor são sinais dessa resposta aguda, que costuma durar dias e depois se resolve. Sem ela, não conseguiríamos nos recuperar de lesões e doenças.`,
          `O problema surge quando a inflamação permanece ativa por muito tempo, em baixa intensidade e sem sintomas evidentes. Essa inflamação crônica de baixo grau está associada a diversas condições, como doenças cardiovasculares, diabetes tipo 2 e obesidade. Ela é influenciada por vários fatores: excesso de gordura abdominal, sedentarismo, tabagismo, sono insuficiente, estresse crônico e, também, o padrão alimentar. Muitos desses fatores podem ser modificados no dia a dia.`,
          `É importante deixar claro o que a alimentação pode e o que não pode fazer. Nenhum alimento isolado, chá ou suplemento desinflama o corpo ou cura doenças. O que as pesquisas mostram é que certos padrões alimentares, mantidos ao longo do tempo, estão associados a marcadores inflamatórios mais baixos e a menor risco de doenças crônicas. O foco, portanto, está no conjunto da alimentação, não em ingredientes milagrosos.`,
        ],
      },
      {
        title: "O padrão mediterrâneo à brasileira",
        paragraphs: [
          `A dieta mediterrânea é um dos padrões alimentares mais estudados do mundo. Ela se baseia em vegetais, frutas, leguminosas, grãos integrais, oleaginosas e azeite de oliva, com consumo regular de peixes, moderado de laticínios e ovos, e baixo de carnes vermelhas, embutidos e doces. Estudos associam esse padrão a menor risco cardiovascular e a níveis mais baixos de marcadores de inflamação.`,
          `A boa notícia é que não é preciso comer como na Grécia para seguir esses princípios. A comida brasileira tradicional tem muito em comum com eles: arroz com feijão, verduras e legumes variados, frutas tropicais, mandioca, milho, peixes e castanhas. O que se perdeu, em muitas casas, foi o espaço desses alimentos para os ultraprocessados. Resgatar o prato feito caseiro já é um grande passo anti-inflamatório.`,
          `Na prática, algumas trocas ajudam a aproximar a alimentação desse padrão: usar azeite no lugar de manteiga ou margarina no dia a dia, incluir peixe duas vezes por semana, trocar embutidos por ovos, frango ou leguminosas, substituir doces frequentes por frutas, e ter sempre castanhas e sementes à mão. Ervas e especiarias, como alho, cúrcuma, gengibre e orégano, dão sabor e reduzem a necessidade de sal.`,
        ],
      },
      {
        title: "Alimentos para priorizar e para reduzir",
        paragraphs: [
          `Para priorizar: verduras e legumes de várias cores, como couve, brócolis, abóbora, cenoura, beterraba e tomate; frutas, especialmente as vermelhas e roxas, como açaí sem açúcar, jabuticaba, morango e uva; leguminosas, como feijão, lentilha e grão-de-bico; grãos integrais, como aveia e arroz integral; oleaginosas e sementes; azeite de oliva extravirgem; e peixes como sardinha, salmão e atum, fontes de ômega 3.`,
          `Para reduzir, sem proibições: bebidas açucaradas, como refrigerantes e sucos de caixinha; ultraprocessados ricos em açúcar, gordura e aditivos, como biscoitos recheados, salgadinhos e macarrão instantâneo; embutidos, como salsicha, presunto e salame; frituras frequentes; e álcool em excesso. Não é preciso zerar nada: o que importa é a frequência. O que você come na maior parte dos dias pesa muito mais do que uma exceção ocasional.`,
          `E os suplementos? Ômega 3, cúrcuma e outros compostos são estudados por seus possíveis efeitos sobre marcadores inflamatórios, com resultados variados e dependentes da dose e do contexto. Eles podem ter lugar em situações específicas, mas sempre com orientação profissional, já que alguns interagem com medicamentos, como anticoagulantes. Sem um padrão alimentar adequado, o efeito de qualquer suplemento tende a ser pequeno.`,
        ],
      },
      {
        title: "Montando a semana",
        paragraphs: [
          `Um modelo de dia pode ser assim. Café da manhã: aveia cozida no leite com banana, canela e castanhas, ou pão integral com ovos e tomate. Almoço: arroz integral, feijão, sardinha ou frango grelhado, salada colorida com azeite e legumes refogados. Lanche: iogurte natural com frutas vermelhas. Jantar: sopa de abóbora com gengibre e grão-de-bico, ou omelete com legumes e salada verde.`,
          `Para variar ao longo da semana, use a regra das cores: tente incluir pelo menos três cores diferentes de vegetais por dia e cinco a sete tipos diferentes de frutas e vegetais na semana. Planeje dois dias com peixe, dois ou três dias com leguminosas como principal fonte de proteína e use ovos e frango nos demais. Reserve a carne vermelha para uma ou duas refeições semanais, em porções moderadas.`,
          `Facilite a vida com preparo antecipado. Cozinhe uma panela de feijão ou grão-de-bico para a semana, asse legumes variados em uma assadeira grande, deixe folhas lavadas e secas na geladeira e tenha molhos simples prontos, como azeite com limão e ervas. Sardinha em lata, grão-de-bico cozido e legumes congelados são aliados práticos e acessíveis para os dias em que não há tempo de cozinhar.`,
        ],
      },
      {
        title: "Além do prato",
        paragraphs: [
          `A alimentação é apenas uma parte da história. A atividade física regular tem efeito anti-inflamatório bem documentado, e a recomendação para adultos é de pelo menos cento e cinquenta minutos de atividade moderada por semana, somados a dois dias de fortalecimento muscular. Reduzir o tempo sentado, com pequenas pausas para se movimentar ao longo do dia, também traz benefícios. Escolha atividades de que goste, porque a regularidade é o que conta.`,
          `O sono e o estresse completam o quadro. Noites curtas e estresse crônico estão associados a marcadores inflamatórios mais altos. Dormir de sete a nove horas, manter horários regulares e reservar momentos para atividades que tragam prazer e descanso, como caminhar ao ar livre, conversar com amigos ou praticar respiração e meditação, fazem parte de um estilo de vida anti-inflamatório tanto quanto o cardápio.`,
          `Por fim, lembre-se de que este e-book traz orientações gerais. Se você tem uma doença inflamatória, autoimune, cardiovascular, diabetes ou qualquer outra condição crônica, a alimentação deve complementar o tratamento prescrito pelo seu médico, nunca substituí-lo. Um nutricionista pode adaptar estas recomendações às suas necessidades, preferências e exames, e acompanhar a sua evolução ao longo do tempo, com metas realistas e sem terrorismo nutricional.`,
        ],
      },
    ],
  },
];

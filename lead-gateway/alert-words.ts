/**
 * The words of the alerts the sales team reads, in the team's language (LEAD_ALERT_LANGUAGE: ru by default, the
 * language the CMS's lead types are written in; ro; en for the developers). The lead's own fields are never
 * translated: they are what the visitor wrote.
 */
export const ALERT_LANGUAGES = ["ru", "ro", "en"] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

export interface RefusalFacts {
  name: string;
  phone: string;
  kind: string;
  status: number;
  received: string;
  key: string;
  detail: string;
}

export interface OutageFacts {
  lasting: string;
  since: string;
  waiting: number;
  oldest: string;
  lastError: string;
}

export interface AlertWords {
  /** BCP 47 tag for dates. */
  dateLocale: string;
  chisinau: string;
  kinds: Record<string, string>;
  kind: string;
  name: string;
  phone: string;
  page: string;
  received: string;
  note: string;
  fastSubmit: string;
  calculator: string;
  otherFields: string;
  attribution: string;
  reference: string;
  leadKey: string;
  none: string;
  minutes: (count: number) => string;
  seconds: (count: number) => string;
  refused: (facts: RefusalFacts) => { subject: string; text: string };
  warning: (facts: OutageFacts) => { subject: string; text: string };
  allClear: (facts: { now: string; since: string }) => { subject: string; text: string };
  /** The launch check's test alert (lead-gateway/alert-test.ts). */
  test: (facts: { site: string; channel: string; at: string }) => { subject: string; text: string };
}

const EN: AlertWords = {
  dateLocale: "en-GB",
  chisinau: "Chisinau",
  kinds: {
    call: "Callback request",
    consultation: "Consultation request",
    measurement: "Free measurement request",
    calculator: "Calculator request",
  },
  kind: "Kind",
  name: "Name",
  phone: "Phone",
  page: "Page",
  received: "Received",
  note: "Note",
  fastSubmit: "sent faster than a person types (autofill, or a bot): check before calling",
  calculator: "Calculator configuration",
  otherFields: "Other fields",
  attribution: "Campaign attribution",
  reference: "Reference",
  leadKey: "Lead key",
  none: "none",
  minutes: (count) => `${count} min`,
  seconds: (count) => `${count} s`,
  refused: (f) => ({
    subject: `Lead refused by the CMS: ${f.name}, ${f.phone}`,
    text: [
      `The CMS refused a ${f.kind} lead with HTTP ${f.status}; it is kept on the gateway (not in the CMS).`,
      "Call the customer, and enter the lead by hand if it is real.",
      "",
      `Name: ${f.name}`,
      `Phone: ${f.phone}`,
      `Received: ${f.received}`,
      `Lead key: ${f.key}`,
      `The CMS said: ${f.detail}`,
    ].join("\n"),
  }),
  warning: (f) => ({
    subject: `Leads are not reaching the CMS (failing for ${f.lasting})`,
    text: [
      `Since ${f.since} every attempt to deliver a lead to the CMS has failed.`,
      `${f.waiting} lead(s) are waiting on the gateway, the oldest since ${f.oldest}.`,
      `The last error: ${f.lastError}.`,
      "Nothing is lost: the gateway keeps them and keeps trying; each lead's own alert has gone out (call them).",
      "One all-clear follows when the CMS takes leads again.",
    ].join("\n"),
  }),
  allClear: (f) => ({
    subject: "Leads reach the CMS again",
    text:
      `The CMS takes leads again since ${f.now} (failing since ${f.since}). ` +
      "The leads that waited are being delivered now.",
  }),
  test: (f) => ({
    subject: `Test alert from ${f.site}`,
    text:
      `This is the test alert of the site's launch check, sent by ${f.channel} at ${f.at}. ` +
      "Every new lead from the site will come here the same way.",
  }),
};

const RU: AlertWords = {
  dateLocale: "ru-RU",
  chisinau: "Кишинёв",
  kinds: {
    call: "Заказ звонка",
    consultation: "Заявка на консультацию",
    measurement: "Заявка на бесплатный замер",
    calculator: "Заявка из калькулятора",
  },
  kind: "Тип",
  name: "Имя",
  phone: "Телефон",
  page: "Страница",
  received: "Получена",
  note: "Внимание",
  fastSubmit: "отправлена быстрее, чем печатает человек (автозаполнение или бот): проверьте перед звонком",
  calculator: "Конфигурация из калькулятора",
  otherFields: "Другие поля",
  attribution: "Рекламная кампания",
  reference: "Справка",
  leadKey: "Ключ заявки",
  none: "нет",
  minutes: (count) => `${count} мин`,
  seconds: (count) => `${count} с`,
  refused: (f) => ({
    subject: `CMS отклонила заявку: ${f.name}, ${f.phone}`,
    text: [
      `CMS отклонила заявку (${f.kind}) с кодом HTTP ${f.status}; заявка сохранена на шлюзе (в CMS её нет).`,
      "Позвоните клиенту и, если заявка настоящая, внесите её вручную.",
      "",
      `Имя: ${f.name}`,
      `Телефон: ${f.phone}`,
      `Получена: ${f.received}`,
      `Ключ заявки: ${f.key}`,
      `Ответ CMS: ${f.detail}`,
    ].join("\n"),
  }),
  warning: (f) => ({
    subject: `Заявки не доходят до CMS (уже ${f.lasting})`,
    text: [
      `С ${f.since} ни одна попытка передать заявку в CMS не удалась.`,
      `Ждут на шлюзе: ${f.waiting}, самая ранняя с ${f.oldest}.`,
      `Последняя ошибка: ${f.lastError}.`,
      "Ничего не потеряно: шлюз хранит заявки и продолжает попытки; уведомление о каждой заявке уже отправлено (звоните клиентам).",
      "Когда CMS снова начнёт принимать заявки, придёт одно сообщение об этом.",
    ].join("\n"),
  }),
  allClear: (f) => ({
    subject: "Заявки снова доходят до CMS",
    text:
      `CMS снова принимает заявки с ${f.now} (сбой начался ${f.since}). ` + "Заявки, которые ждали, передаются сейчас.",
  }),
  test: (f) => ({
    subject: `Проверка уведомлений с сайта ${f.site}`,
    text:
      `Это проверочное уведомление (launch check), отправлено через ${f.channel} в ${f.at}. ` +
      "Так же сюда будет приходить каждая новая заявка с сайта.",
  }),
};

const RO: AlertWords = {
  dateLocale: "ro-RO",
  chisinau: "Chișinău",
  kinds: {
    call: "Solicitare de apel",
    consultation: "Solicitare de consultație",
    measurement: "Solicitare de măsurare gratuită",
    calculator: "Cerere din calculator",
  },
  kind: "Tip",
  name: "Nume",
  phone: "Telefon",
  page: "Pagina",
  received: "Primită",
  note: "Atenție",
  fastSubmit: "trimisă mai repede decât scrie un om (completare automată sau bot): verificați înainte de apel",
  calculator: "Configurația din calculator",
  otherFields: "Alte câmpuri",
  attribution: "Campania publicitară",
  reference: "Referință",
  leadKey: "Cheia cererii",
  none: "nimic",
  minutes: (count) => `${count} min`,
  seconds: (count) => `${count} s`,
  refused: (f) => ({
    subject: `CMS a refuzat cererea: ${f.name}, ${f.phone}`,
    text: [
      `CMS a refuzat o cerere (${f.kind}) cu codul HTTP ${f.status}; cererea este păstrată pe gateway (nu în CMS).`,
      "Sunați clientul și, dacă cererea este reală, introduceți-o manual.",
      "",
      `Nume: ${f.name}`,
      `Telefon: ${f.phone}`,
      `Primită: ${f.received}`,
      `Cheia cererii: ${f.key}`,
      `Răspunsul CMS: ${f.detail}`,
    ].join("\n"),
  }),
  warning: (f) => ({
    subject: `Cererile nu ajung în CMS (de ${f.lasting})`,
    text: [
      `Din ${f.since} nicio încercare de a transmite o cerere în CMS nu a reușit.`,
      `Așteaptă pe gateway: ${f.waiting}, cea mai veche din ${f.oldest}.`,
      `Ultima eroare: ${f.lastError}.`,
      "Nu s-a pierdut nimic: gateway-ul păstrează cererile și reîncearcă; alerta fiecărei cereri a fost trimisă (sunați clienții).",
      "Un singur mesaj urmează când CMS primește din nou cereri.",
    ].join("\n"),
  }),
  allClear: (f) => ({
    subject: "Cererile ajung din nou în CMS",
    text:
      `CMS primește din nou cereri din ${f.now} (eșec din ${f.since}). ` +
      "Cererile care au așteptat se transmit acum.",
  }),
  test: (f) => ({
    subject: `Alertă de probă de pe ${f.site}`,
    text:
      `Aceasta este alerta de probă a verificării de lansare, trimisă prin ${f.channel} la ${f.at}. ` +
      "Fiecare cerere nouă de pe site va veni aici la fel.",
  }),
};

export const ALERT_WORDS: Record<AlertLanguage, AlertWords> = { ru: RU, ro: RO, en: EN };

export const isAlertLanguage = (value: string): value is AlertLanguage =>
  (ALERT_LANGUAGES as readonly string[]).includes(value);

import type { ContentKind } from '../schema/content';
import type { Tr } from './catalog-data';

export interface TopicDef {
  title: Tr;
  excerpt: Tr;
}

export interface SectionDef {
  kind: ContentKind;
  title: Tr;
  description: Tr;
  topics: readonly TopicDef[];
}

const topic = (pl: [string, string], en: [string, string], ru: [string, string]): TopicDef => ({
  title: { pl: pl[0], en: en[0], ru: ru[0] },
  excerpt: { pl: pl[1], en: en[1], ru: ru[1] },
});

// Data table: one entry per line reads better than a formatter's layout.
// prettier-ignore
export const SECTIONS: readonly SectionDef[] = [
  {
    kind: 'blog',
    title: { pl: 'Inspiracje', en: 'Inspiration', ru: 'Вдохновение' },
    description: { pl: 'Pomysły na wnętrza pełne światła i spokoju.', en: 'Ideas for rooms full of light and calm.', ru: 'Идеи для светлых и спокойных интерьеров.', },
    topics: [
      topic(['Skandynawski salon krok po kroku', 'Jasne kolory, naturalne drewno i dużo światła – tak urządzisz salon w duchu hygge.'], ['A Scandinavian living room, step by step', 'Light colours, natural wood and plenty of daylight: how to furnish a living room the hygge way.'], ['Скандинавская гостиная шаг за шагом', 'Светлые цвета, натуральное дерево и много света — как обставить гостиную в духе хюгге.']),
      topic(['Jak dobrać lampę nad stół', 'Wysokość, średnica klosza i barwa światła – o czym pamiętać przy wyborze lampy wiszącej.'], ['How to choose a lamp for the dining table', 'Height, shade diameter and colour temperature: what to keep in mind when choosing a pendant lamp.'], ['Как выбрать светильник над столом', 'Высота, диаметр плафона и цветовая температура — что важно при выборе подвесного светильника.']),
      topic(['Kolory roku we wnętrzach', 'Terakota, oliwka i musztarda – ciepłe barwy, które odmienią każde pomieszczenie.'], ['This year’s colours at home', 'Terracotta, olive and mustard: warm shades that transform any room.'], ['Цвета года в интерьере', 'Терракота, олива и горчица — тёплые оттенки, которые преобразят любую комнату.']),
      topic(['Mała sypialnia, duże możliwości', 'Sprytne przechowywanie i lekkie tekstylia sprawią, że mała sypialnia wyda się większa.'], ['Small bedroom, big ideas', 'Clever storage and light textiles make a small bedroom feel bigger.'], ['Маленькая спальня — большие возможности', 'Продуманное хранение и лёгкий текстиль визуально увеличат небольшую спальню.']),
      topic(['Balkon jak z katalogu', 'Kilka donic, rattanowy fotel i lampiony – tyle wystarczy, by balkon stał się ulubionym miejscem.'], ['A balcony straight from a catalogue', 'A few planters, a rattan chair and some lanterns are all it takes to make the balcony your favourite spot.'], ['Балкон как из каталога', 'Несколько кашпо, кресло из ротанга и фонари — и балкон станет любимым местом.']),
      topic(['Stół na święta', 'Jak nakryć stół, by goście poczuli się wyjątkowo – zastawa, świece i tekstylia.'], ['Setting the table for the holidays', 'How to lay a table that makes guests feel special: dinnerware, candles and linens.'], ['Праздничный стол', 'Как сервировать стол, чтобы гости почувствовали себя особенными: посуда, свечи и текстиль.']),
    ],
  },
  {
    kind: 'blog',
    title: { pl: 'Poradniki', en: 'Guides', ru: 'Советы' },
    description: { pl: 'Praktyczne porady o pielęgnacji i wyborze.', en: 'Practical advice on choosing and caring.', ru: 'Практические советы по выбору и уходу.', },
    topics: [
      topic(['Jak dbać o meble z litego drewna', 'Olej, wosk czy lakier? Wyjaśniamy, jak pielęgnować dąb i orzech, by służyły latami.'], ['How to care for solid wood furniture', 'Oil, wax or lacquer? How to look after oak and walnut so they last for years.'], ['Как ухаживать за мебелью из массива', 'Масло, воск или лак? Рассказываем, как ухаживать за дубом и орехом, чтобы они служили годами.']),
      topic(['Len czy bawełna – co wybrać do sypialni', 'Porównujemy dwa najpopularniejsze włókna pod kątem komfortu, trwałości i pielęgnacji.'], ['Linen or cotton for the bedroom?', 'We compare the two most popular fibres for comfort, durability and care.'], ['Лён или хлопок — что выбрать для спальни', 'Сравниваем два самых популярных волокна по комфорту, прочности и уходу.']),
      topic(['Jak wybrać dywan do salonu', 'Rozmiar, materiał i wysokość runa – przewodnik, który pomoże uniknąć kosztownych pomyłek.'], ['How to choose a living room rug', 'Size, material and pile height: a guide that helps you avoid costly mistakes.'], ['Как выбрать ковёр для гостиной', 'Размер, материал и высота ворса — руководство, которое поможет избежать дорогих ошибок.']),
      topic(['Ergonomiczne stanowisko pracy w domu', 'Wysokość biurka, krzesło i światło – jak pracować w domu zdrowo i wygodnie.'], ['An ergonomic home office', 'Desk height, chair and light: how to work from home healthily and comfortably.'], ['Эргономичное рабочее место дома', 'Высота стола, кресло и свет — как работать из дома с комфортом и без вреда для здоровья.']),
      topic(['Ceramika w kuchni – praktyczny przewodnik', 'Porcelana, kamionka i fajans: czym się różnią i jak je myć.'], ['Ceramics in the kitchen: a practical guide', 'Porcelain, stoneware and earthenware: how they differ and how to wash them.'], ['Керамика на кухне: практическое руководство', 'Фарфор, каменная масса и фаянс: чем они отличаются и как их мыть.']),
      topic(['Oświetlenie warstwowe w praktyce', 'Światło główne, zadaniowe i nastrojowe – jak połączyć je w jednym pomieszczeniu.'], ['Layered lighting in practice', 'Ambient, task and accent light: how to combine them in one room.'], ['Многоуровневое освещение на практике', 'Основной, рабочий и акцентный свет — как сочетать их в одной комнате.']),
    ],
  },
  {
    kind: 'news',
    title: { pl: 'Nowości w sklepie', en: 'New in the shop', ru: 'Новинки магазина' },
    description: { pl: 'Nowe kolekcje i marki w naszej ofercie.', en: 'New collections and brands in our range.', ru: 'Новые коллекции и бренды в нашем ассортименте.', },
    topics: [
      topic(['Nowa kolekcja lamp Nordlys', 'Do sklepu trafiły lampy wiszące i podłogowe z nowej kolekcji duńskiej marki Nordlys.'], ['The new Nordlys lamp collection', 'Pendant and floor lamps from the Danish brand’s new collection are now in the shop.'], ['Новая коллекция светильников Nordlys', 'В магазине появились подвесные светильники и торшеры из новой коллекции датского бренда Nordlys.']),
      topic(['Witamy markę Atelier Lin', 'Lniane pościele, obrusy i ręczniki tkane w małej pracowni – teraz w naszej ofercie.'], ['Welcome, Atelier Lin', 'Linen bedding, tablecloths and towels woven in a small workshop are now in our range.'], ['Встречайте бренд Atelier Lin', 'Льняное бельё, скатерти и полотенца из небольшой мастерской — теперь в нашем ассортименте.']),
      topic(['Meble ogrodowe na nowy sezon', 'Rattanowe fotele, stoły i leżaki już dostępne – sprawdź, co nowego na taras.'], ['Garden furniture for the new season', 'Rattan chairs, tables and loungers are in: see what is new for the terrace.'], ['Садовая мебель нового сезона', 'Кресла из ротанга, столы и шезлонги уже в продаже — смотрите новинки для террасы.']),
      topic(['Ceramika ręcznie robiona', 'Kubki, miski i wazony od lokalnych ceramików – każdy egzemplarz jest inny.'], ['Handmade ceramics', 'Mugs, bowls and vases from local potters: no two pieces are the same.'], ['Керамика ручной работы', 'Кружки, миски и вазы от местных керамистов — каждый экземпляр уникален.']),
      topic(['Odświeżony sklep internetowy', 'Szybsze wyszukiwanie, filtry i porównywarka – zobacz, co zmieniliśmy.'], ['Our refreshed online shop', 'Faster search, filters and product comparison: see what has changed.'], ['Обновлённый интернет-магазин', 'Быстрый поиск, фильтры и сравнение товаров — смотрите, что изменилось.']),
      topic(['Biuro w domu – nowe biurka', 'Biurka z regulacją wysokości i organizery z drewna orzechowego.'], ['Home office: new desks', 'Height-adjustable desks and walnut desk organisers.'], ['Домашний офис: новые столы', 'Столы с регулировкой высоты и органайзеры из ореха.']),
    ],
  },
  {
    kind: 'news',
    title: { pl: 'Promocje i wydarzenia', en: 'Offers & events', ru: 'Акции и события' },
    description: { pl: 'Wyprzedaże, kody rabatowe i spotkania.', en: 'Sales, discount codes and meet-ups.', ru: 'Распродажи, промокоды и встречи.', },
    topics: [
      topic(['Wyprzedaż sezonowa do -40%', 'Tekstylia, dekoracje i oświetlenie w niższych cenach – tylko do końca miesiąca.'], ['Seasonal sale: up to 40% off', 'Textiles, decor and lighting at lower prices, until the end of the month.'], ['Сезонная распродажа до -40%', 'Текстиль, декор и освещение по сниженным ценам — только до конца месяца.']),
      topic(['Darmowa dostawa od 299 zł', 'Od teraz każde zamówienie powyżej 299 zł wysyłamy bez opłat.'], ['Free delivery over 299 PLN', 'From now on every order over 299 PLN ships free of charge.'], ['Бесплатная доставка от 299 PLN', 'Теперь каждый заказ от 299 PLN доставляем бесплатно.']),
      topic(['Warsztaty florystyczne w showroomie', 'Zapraszamy na sobotnie warsztaty układania suszonych kwiatów w wazonach.'], ['Floristry workshop in our showroom', 'Join our Saturday workshop on arranging dried flowers in vases.'], ['Флористический мастер-класс в шоуруме', 'Приглашаем на субботний мастер-класс по составлению композиций из сухоцветов.']),
      topic(['Tydzień drewna', 'Przez siedem dni meble z dębu i orzecha kupisz taniej o 15%.'], ['Wood week', 'For seven days oak and walnut furniture is 15% off.'], ['Неделя дерева', 'Семь дней мебель из дуба и ореха дешевле на 15%.']),
      topic(['Black Week w naszym sklepie', 'Codziennie nowe okazje w innej kategorii – sprawdzaj nas każdego dnia.'], ['Black Week in our shop', 'A new deal in a different category every day: check back daily.'], ['Чёрная неделя в нашем магазине', 'Каждый день новые предложения в другой категории — заглядывайте ежедневно.']),
      topic(['Prezenty do 100 zł', 'Wybraliśmy drobiazgi, które ucieszą każdego – świece, kubki i ramki.'], ['Gifts under 100 PLN', 'Small things that make anyone happy: candles, mugs and frames.'], ['Подарки до 100 PLN', 'Мы выбрали мелочи, которые порадуют каждого: свечи, кружки и рамки.']),
    ],
  },
];

/** Body building blocks: a heading, tips for the list and a closing paragraph, per area. */
// prettier-ignore
export const BODY: Record<
  ContentKind,
  { heading: Tr; paragraphs: readonly Tr[]; tips: readonly Tr[]; closing: readonly Tr[] }
> = {
  blog: {
    heading: { pl: 'Na co zwrócić uwagę', en: 'What to look for', ru: 'На что обратить внимание' },
    paragraphs: [
      { pl: 'Dobre wnętrze nie powstaje w jeden dzień. Zacznij od rzeczy, których używasz codziennie, i dobieraj resztę stopniowo.', en: 'A good room is not made in a day. Start with the things you use every day and add the rest gradually.', ru: 'Хороший интерьер не создаётся за один день. Начните с вещей, которыми пользуетесь каждый день, а остальное добавляйте постепенно.', },
      { pl: 'Naturalne materiały starzeją się pięknie i z czasem nabierają charakteru. Warto w nie zainwestować.', en: 'Natural materials age beautifully and gain character over time. They are worth the investment.', ru: 'Натуральные материалы красиво стареют и со временем приобретают характер. В них стоит вложиться.', },
    ],
    tips: [
      { pl: 'postaw na dwa, trzy kolory przewodnie', en: 'stick to two or three main colours', ru: 'выберите два-три основных цвета', },
      { pl: 'łącz faktury: drewno, len i ceramikę', en: 'mix textures: wood, linen and ceramics', ru: 'сочетайте фактуры: дерево, лён и керамику', },
      { pl: 'zaplanuj światło na kilku poziomach', en: 'plan light on several levels', ru: 'продумайте свет на нескольких уровнях', },
      { pl: 'zostaw trochę pustej przestrzeni', en: 'leave some empty space', ru: 'оставьте немного свободного пространства', },
      { pl: 'wybieraj rzeczy łatwe w pielęgnacji', en: 'choose things that are easy to care for', ru: 'выбирайте вещи, за которыми легко ухаживать', },
    ],
    closing: [
      { pl: 'Masz pytania? Napisz do nas – chętnie pomożemy dobrać produkty do Twojego wnętrza.', en: 'Questions? Write to us and we will gladly help you pick products for your home.', ru: 'Есть вопросы? Напишите нам — мы с радостью поможем подобрать товары для вашего интерьера.', },
      { pl: 'Więcej inspiracji znajdziesz w naszych kolejnych wpisach.', en: 'You will find more inspiration in our next posts.', ru: 'Больше идей — в наших следующих статьях.', },
    ],
  },
  news: {
    heading: { pl: 'Najważniejsze informacje', en: 'Key facts', ru: 'Главное' },
    paragraphs: [
      { pl: 'Szczegóły znajdziesz poniżej. Oferta dotyczy zamówień złożonych w sklepie internetowym.', en: 'Details are below. The offer applies to orders placed in the online shop.', ru: 'Подробности ниже. Предложение действует для заказов в интернет-магазине.', },
      { pl: 'Dziękujemy, że jesteście z nami. Wasze opinie pomagają nam rozwijać ofertę.', en: 'Thank you for being with us. Your feedback helps us grow our range.', ru: 'Спасибо, что вы с нами. Ваши отзывы помогают нам развивать ассортимент.', },
    ],
    tips: [
      { pl: 'liczba sztuk jest ograniczona', en: 'quantities are limited', ru: 'количество ограничено', },
      { pl: 'zwrot do 30 dni bez podania przyczyny', en: 'returns within 30 days, no questions asked', ru: 'возврат в течение 30 дней без объяснения причин', },
      { pl: 'wysyłka w ciągu 48 godzin', en: 'shipping within 48 hours', ru: 'отправка в течение 48 часов', },
      { pl: 'płatność kartą, BLIK-iem lub przelewem', en: 'pay by card, BLIK or bank transfer', ru: 'оплата картой, BLIK или переводом', },
      { pl: 'odbiór osobisty w showroomie', en: 'pick-up in our showroom', ru: 'самовывоз из шоурума', },
    ],
    closing: [
      { pl: 'Śledź naszą stronę, by nie przegapić kolejnych nowości.', en: 'Follow our site so you do not miss what comes next.', ru: 'Следите за новостями, чтобы ничего не пропустить.', },
      { pl: 'W razie pytań nasz zespół jest do dyspozycji od poniedziałku do soboty.', en: 'Our team is happy to help Monday to Saturday.', ru: 'Наша команда на связи с понедельника по субботу.', },
    ],
  },
};

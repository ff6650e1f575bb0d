/**
 * The withdrawal function's and the complaint form's texts (docs/rules.md#withdrawal), part of
 * the later messages (spread into later-pl.ts): kept in their own file so the feature's texts
 * live together. The withdrawal link's label is the law's, in domain/returns/withdrawal-link.ts.
 */
export const returnsPl = {
  'returns.title': 'Odstąpienie od umowy',
  'returns.intro':
    'Jako konsument możesz odstąpić od umowy w ciągu 14 dni od otrzymania towaru, bez podawania przyczyny.',
  'returns.find.title': 'Które zamówienie?',
  'returns.find.number': 'Numer zamówienia',
  'returns.find.numberHint': 'Znajdziesz go w e-mailu z potwierdzeniem, np. 10042.',
  'returns.find.email': 'E-mail podany przy zamówieniu',
  'returns.find.submit': 'Dalej',
  'returns.find.notFound':
    'Nie znaleźliśmy zamówienia o tym numerze i adresie e-mail. Sprawdź oba pola.',
  'returns.find.mine': 'Twoje zamówienia',
  'returns.find.choose': 'Wybierz zamówienie',
  'returns.find.orderOption': 'Zamówienie nr {number} z {date}',
  'returns.loading': 'Wczytywanie zamówienia…',
  'returns.order': 'Zamówienie nr {number}',
  'returns.step': 'Krok {step} z 2',
  'returns.step1.title': 'Co zwracasz?',
  'returns.step1.lines': 'Produkty i liczba sztuk',
  'returns.step1.count': 'Liczba sztuk: {title}',
  'returns.step1.of': 'z {count}',
  'returns.step1.madeToOrder':
    'Wykonany według Twojej specyfikacji: prawo odstąpienia nie przysługuje.',
  'returns.step1.done': 'Już zwrócony.',
  'returns.step1.reason': 'Powód (nieobowiązkowo)',
  'returns.step1.reasonHint': 'Nie musisz podawać powodu.',
  'returns.step1.bank': 'Numer konta do zwrotu pieniędzy (IBAN)',
  'returns.step1.bankHint':
    'Zamówienie opłacono przy odbiorze lub przelewem: zwrot trafi na to konto.',
  'returns.step1.estimate': 'Szacowany zwrot',
  'returns.step1.estimateDelivery': 'w tym dostawa {amount}',
  'returns.step1.next': 'Dalej: potwierdzenie',
  'returns.step1.nothing': 'Wybierz co najmniej jedną sztukę.',
  'returns.step1.lastDay': 'Termin na odstąpienie mija {date}.',
  'returns.step1.notDelivered':
    'Zamówienie nie zostało jeszcze doręczone: możesz odstąpić w każdej chwili.',
  'returns.step2.title': 'Potwierdź odstąpienie',
  'returns.step2.text':
    'Odstępujesz od umowy w zakresie poniższych produktów. Po potwierdzeniu od razu wyślemy potwierdzenie otrzymania na Twój e-mail.',
  'returns.step2.confirm': 'Potwierdzam odstąpienie od umowy',
  'returns.step2.back': 'Wróć i zmień',
  'returns.receipt.title': 'Otrzymaliśmy Twoje odstąpienie od umowy',
  'returns.receipt.text':
    'Twoje oświadczenie zostało otrzymane. Potwierdzenie wysłaliśmy e-mailem. Odeślij towary w ciągu 14 dni.',
  'returns.receipt.at': 'Data i godzina złożenia (czas polski)',
  'returns.receipt.print': 'Drukuj potwierdzenie',
  'returns.over.title': 'Termin na odstąpienie minął',
  'returns.over.text':
    'Od doręczenia tego zamówienia minęło ponad 14 dni ({date} był ostatnim dniem). Jeśli towar ma wadę, złóż reklamację.',
  'returns.over.complaint': 'Złóż reklamację',
  'returns.cancelled': 'To zamówienie zostało anulowane: nie ma od czego odstępować.',
  'returns.complaintLink': 'Towar ma wadę? Złóż reklamację',
  'complaint.title': 'Reklamacja',
  'complaint.intro':
    'Odpowiemy w ciągu 14 dni. Jeśli nie odpowiemy w tym terminie, reklamacja jest uznana.',
  'complaint.lines': 'Których produktów dotyczy?',
  'complaint.description': 'Opis wady',
  'complaint.demand': 'Czego żądasz?',
  'complaint.demand.repair': 'Naprawy',
  'complaint.demand.replace': 'Wymiany na nowy',
  'complaint.demand.price_reduction': 'Obniżenia ceny',
  'complaint.demand.withdraw': 'Odstąpienia od umowy',
  'complaint.submit': 'Wyślij reklamację',
  'complaint.sent':
    'Otrzymaliśmy reklamację. Odpowiemy do {date}; potwierdzenie wysłaliśmy e-mailem.',
  'complaint.photos': 'Zdjęcia (do {max}, nieobowiązkowe)',
  'complaint.photosHint':
    'JPEG, PNG lub WebP, każde do {mb} MB. Widzi je tylko nasz zespół reklamacji.',
  'complaint.photosChosen': 'Wybrane zdjęcia',
  'complaint.photoRemove': 'Usuń',
  'complaint.photosKept': 'Zdjęcia dołączone do reklamacji',
  'complaint.photoAlt': 'Zdjęcie {n} dołączone do reklamacji',
  'form.err.photo_type': 'To nie jest zdjęcie JPEG, PNG ani WebP.',
  'form.err.photo_size': 'Zdjęcie jest puste albo większe niż {mb} MB.',
  'form.err.photo_too_large': 'Zdjęcie ma zbyt wiele megapikseli.',
  'form.err.photo_unreadable': 'Nie udało się odczytać zdjęcia: może jest uszkodzone.',
  'form.err.too_many_photos': 'Można dołączyć najwyżej 5 zdjęć.',
  'form.err.iban.invalid': 'To nie jest poprawny numer IBAN.',
  'form.err.not_in_order': 'Tego produktu nie ma w zamówieniu.',
  'form.err.count_above_left': 'Za dużo sztuk: tyle nie zostało do zwrotu.',
  'form.err.nothing_left': 'W tym zamówieniu nie zostało nic do zwrotu.',
} satisfies Record<string, string>;

/** Russian messages of the import engine (what a bad file tells its owner). */
export const importMessages = {
  empty: 'Файл пустой',
  notTable: 'Файл должен быть таблицей XLSX или CSV',
  oldExcel: 'Формат XLS не поддерживается: сохраните файл как XLSX или CSV',
  encoding: 'Файл CSV должен быть в кодировке UTF-8',
  broken: 'Файл повреждён или не является таблицей XLSX',
  tooLarge: (mb: number) => `Распакованный файл больше ${mb} МБ: разделите его на несколько`,
  tooManyRows: (max: number) => `В файле больше ${max} строк: разделите его на несколько`,
  noHeader: 'В первой строке файла должны быть названия столбцов',
  noRows: 'В файле нет строк с данными',
  unknownColumn: (label: string) => `Неизвестный столбец «${label}»`,
  duplicateColumn: (label: string) => `Столбец «${label}» указан дважды`,
  missingColumn: (label: string) => `Нет обязательного столбца «${label}»`,
  notImported: (label: string) =>
    `Поле «${label}» обязательное, а из файла оно не загружается: записи создаются в консоли`,
  notInList: (value: string) => `Значение «${value}» не из списка`,
  yesNo: 'Укажите «Да» или «Нет»',
  notFound: (label: string, value: string) =>
    `Не найдено значение «${value}» в справочнике «${label}»`,
  ambiguous: (label: string, value: string) =>
    `В справочнике «${label}» несколько записей «${value}»: уточните значение`,
  repeated: (row: number) => `Строка повторяет строку ${row}`,
  fixedValue: (label: string, value: string) =>
    `В этой загрузке поле «${label}» может быть только «${value}»`,
  fixedEmpty: (label: string) => `В этой загрузке поле «${label}» должно быть пустым`,
  outOfScope: 'Запись вне вашей зоны ответственности',
  noRights: 'Нет прав на загрузку этого реестра',
  closed: 'Загрузка из файла в этот реестр выключена',
  account: 'Учётная запись сотрудника недоступна',
  fileGone: 'Файл для загрузки не найден',
  failed: (n: number) => `В файле есть ошибки (${n}); ничего не записано`,
  written: 'Записано',
} as const;

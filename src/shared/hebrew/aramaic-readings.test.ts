import { describe, expect, it } from "vitest";
import { howText } from "./reading-how";
import { aramaicReadings, foundReadings, splitAfterLetters } from "./aramaic-readings";

/**
 * Real forms of the shared texts (B2a: Berakhot 2a, B34b: Berakhot 34b, M: Mishnah Berakhot, as
 * Sefaria's William Davidson and Torat Emet texts point them), each with the Jastrow head-word form
 * it is read as and how. Made from the rules' first reading against the whole of Jastrow for the
 * first 400 distinct words that needed a rule, then read through by hand: the rows whose reading was
 * wrong (about a third) were left out, so this table holds what the rules must keep reaching. It is
 * a regression table, not a measure of accuracy (the hand-checked sample of Berakhot 2a is).
 */
const TABLE: [source: string, word: string, form: string, how: string][] = [
  ["B2a", "מֵאֵימָתַי", "אימתי", "מ + אימתי"],
  ["B2a", "בָּעֲרָבִין", "ערבין", "ב + ערבין"],
  ["B2a", "מִשָּׁעָה", "שעה", "מ + שעה"],
  ["B2a", "שֶׁהַכֹּהֲנִים", "כהנים", "ש + ה + כהנים"],
  ["B2a", "נִכְנָסִים", "נכנס", "ending ־ים"],
  ["B2a", "לֶאֱכוֹל", "אכל", "ל + אכול; vowel letter"],
  ["B2a", "בִּתְרוּמָתָן", "תרומה", "ב + תרומתן; ending ־ן; ־ת as ־ה"],
  ["B2a", "הָאַשְׁמוּרָה", "אשמורה", "ה + אשמורה"],
  ["B2a", "הָרִאשׁוֹנָה", "ראשון", "ה + ראשונה; ending ־ה"],
  ["B2a", "וַחֲכָמִים", "חכמים", "ו + חכמים"],
  ["B2a", "אוֹמְרִים", "אמר", "ending ־ים; vowel letter"],
  ["B2a", "אוֹמֵר", "אמר", "vowel letter"],
  ["B2a", "שֶׁיַּעֲלֶה", "יעלה", "ש + יעלה"],
  ["B2a", "הַשַּׁחַר", "שחר", "ה + שחר"],
  ["B2a", "וּבָאוּ", "או", "ו + ב + או"],
  ["B2a", "מִבֵּית", "בית", "מ + בית"],
  ["B2a", "הַמִּשְׁתֶּה", "משתה", "ה + משתה"],
  ["B2a", "אָמְרוּ", "אמר", "ending ־ו"],
  ["B2a", "בִּלְבַד", "לבד", "ב + לבד"],
  ["B2a", "שֶּׁאָמְרוּ", "אמר", "ש + אמרו; ending ־ו"],
  ["B2a", "מִצְוָתָן", "מצות", "ending ־ן"],
  ["B2a", "וְאֵבָרִים", "אברים", "ו + אברים"],
  ["B2a", "וְכָל", "כל", "ו + כל"],
  ["B2a", "הַנֶּאֱכָלִים", "נאכל", "ה + נאכלים; ending ־ים"],
  ["B2a", "לְיוֹם", "יום", "ל + יום"],
  ["B2a", "לְהַרְחִיק", "הרחיק", "ל + הרחיק"],
  ["B2a", "דְּקָתָנֵי", "תני", "ד + ק + תני"],
  ["B2a", "דְּתָנֵי", "תני", "ד + תני"],
  ["B2a", "בְּעַרְבִית", "ערבית", "ב + ערבית"],
  ["B2a", "בְּרֵישָׁא", "רישא", "ב + רישא"],
  ["B2a", "לִתְנֵי", "תני", "ל + תני"],
  ["B2a", "דְּשַׁחֲרִית", "שחרית", "ד + שחרית"],
  ["B2a", "דִּכְתִיב", "כתיב", "ד + כתיב"],
  ["B2a", "בְּשָׁכְבְּךָ", "שכב", "ב + שכבך; ending ־ך"],
  ["B2a", "וּבְקוּמֶךָ", "קום", "ו + ב + קומך; ending ־ך"],
  ["B2a", "וְהָכִי", "הכי", "ו + הכי"],
  ["B2a", "קָתָנֵי", "תני", "ק + תני"],
  ["B2a", "דִּשְׁכִיבָה", "שכיבה", "ד + שכיבה"],
  ["B2a", "נִכְנָסִין", "נכנס", "ending ־ין"],
  ["B2a", "וְאִי", "אי", "ו + אי"],
  ["B2a", "בַּשַּׁחַר", "שחר", "ב + שחר"],
  ["B2a", "מְבָרֵךְ", "ברך", "מ + ברך"],
  ["B2a", "לְאַחֲרֶיהָ", "אחר", "ל + אחריה; ending ־יה"],
  ["B2a", "בָּעֶרֶב", "ערב", "ב + ערב"],
  ["B2a", "וּשְׁתַּיִם", "שתים", "ו + שתים"],
  ["B2a", "דְּעַרְבִית", "ערבית", "ד + ערבית"],
  ["B2a", "וַהֲדַר", "הדר", "ו + הדר"],
  ["B2a", "בְּשַׁחֲרִית", "שחרית", "ב + שחרית"],
  ["B2a", "דְּקָאֵי", "קאי", "ד + קאי"],
  ["B2a", "מִכְּדִי", "כדי", "מ + כדי"],
  ["B2a", "הַכּוֹכָבִים", "כוכבים", "ה + כוכבים"],
  ["B2a", "אוֹרְחֵיהּ", "אורח", "ending ־יה"],
  ["B2a", "קָמַשְׁמַע", "משמע", "ק + משמע"],
  ["B2a", "בִּתְרוּמָה", "תרומה", "ב + תרומה"],
  ["B2a", "דְּכַפָּרָה", "כפרה", "ד + כפרה"],
  ["B2a", "מְעַכְּבָא", "עכבה", "מ + עכבא; ־א as ־ה"],
  ["B2a", "וּבָא", "בא", "ו + בא"],
  ["B2a", "הַשֶּׁמֶשׁ", "שמש", "ה + שמש"],
  ["B2a", "וְטָהֵר", "טהר", "ו + טהר"],
  ["B2a", "שִׁמְשׁוֹ", "שמש", "ending ־ו"],
  ["B2a", "מִלֶּאֱכוֹל", "אכל", "מ + ל + אכול; vowel letter"],
  ["B2a", "וְאֵין", "אין", "ו + אין"],
  ["B2a", "וּמִמַּאי", "מאי", "ו + מ + מאי"],
  ["B2a", "דְּהַאי", "האי", "ד + האי"],
  ["B2a", "וְהַאי", "האי", "ו + האי"],
  ["B2a", "יוֹמָא", "יום", "ending ־א"],
  ["B34b", "בְּסוֹף", "סוף", "ב + סוף"],
  ["B34b", "וּבְרָכָה", "ברכה", "ו + ברכה"],
  ["B34b", "וְהַמֶּלֶךְ", "מלך", "ו + ה + מלך"],
  ["B34b", "וְסוֹף", "סוף", "ו + סוף"],
  ["B34b", "מִפָּרְשָׁא", "פרשא", "מ + פרשא"],
  ["B34b", "דְּרַבִּי", "רבי", "ד + רבי"],
  ["B34b", "שֶׁאָמַרְנוּ", "אמר", "ש + אמרנו; ending ־נו"],
  ["B34b", "הַמֶּלֶךְ", "מלך", "ה + מלך"],
  ["B34b", "שֶׁכָּרַע", "כרע", "ש + כרע"],
  ["B34b", "זוֹקֵף", "זקף", "vowel letter"],
  ["B34b", "שֶׁנֶּאֱמַר", "נאמר", "ש + נאמר"],
  ["B34b", "כְּכַלּוֹת", "כלות", "כ + כלות"],
  ["B34b", "לְהִתְפַּלֵּל", "התפלל", "ל + התפלל"],
  ["B34b", "וְגוֹ", "גו", "ו + גו"],
  ["B34b", "מִכְּרֹעַ", "כרע", "מ + כרע"],
  ["B34b", "אַפַּיִם", "אף", "ending ־ים"],
  ["B34b", "בִּרְכַּיִם", "ברך", "ending ־ים"],
  ["B34b", "יָדַיִם", "יד", "ending ־ים"],
  ["B34b", "וְרַגְלַיִם", "רגלים", "ו + רגלים"],
  ["B34b", "דְּרַב", "רב", "ד + רב"],
  ["B34b", "לְאַבָּיֵי", "אביי", "ל + אביי"],
  ["B34b", "וְרָבָא", "רבא", "ו + רבא"],
  ["B34b", "אַצְלוֹיֵי", "צלי", "prefix א־; ending ־י; vowel letter"],
  ["B34b", "בַּהוֹדָאָה", "הודאה", "ב + הודאה"],
  ["B34b", "מְשׁוּבָּח", "שבח", "מ + שובח; vowel letter"],
  ["B34b", "בַּתְּחִלָּה", "תחלה", "ב + תחלה"],
  ["B34b", "לְרַב", "רב", "ל + רב"],
  ["B34b", "דְּכָרַע", "כרע", "ד + כרע"],
  ["B34b", "דְּקָא", "קא", "ד + קא"],
  ["B34b", "וּבַהוֹדָאָה", "הודאה", "ו + ב + הודאה"],
  ["B34b", "הַמָּזוֹן", "מזון", "ה + מזון"],
  ["B34b", "הַמִּתְפַּלֵּל", "פלל", "ה + מתפלל; prefix מת־"],
  ["B34b", "וְטָעָה", "טעה", "ו + טעה"],
  ["B34b", "וְאִם", "אם", "ו + אם"],
  ["B34b", "צִבּוּר", "צבר", "vowel letter"],
  ["B34b", "שֶׁשְּׁלוּחוֹ", "שלוח", "ש + שלוחו; ending ־ו"],
  ["B34b", "כְּמוֹתוֹ", "כמות", "ending ־ו"],
  ["B34b", "מִתְפַּלֵּל", "פלל", "prefix מת־"],
  ["B34b", "הַחוֹלִים", "חולים", "ה + חולים"],
  ["B34b", "וְאוֹמֵר", "אמר", "ו + אומר; vowel letter"],
  ["B34b", "וְזֶה", "זה", "ו + זה"],
  ["B34b", "יוֹדֵעַ", "ידע", "vowel letter"],
  ["B34b", "שְׁגוּרָה", "גור", "ש + גורה; ending ־ה"],
  ["B34b", "מְקוּבָּל", "קבל", "מ + קובל; vowel letter"],
  ["B34b", "מְטוֹרָף", "טרף", "מ + טורף; vowel letter"],
  ["B34b", "אַהֵיָיא", "הייא", "prefix א־"],
  ["B34b", "מִשּׁוּם", "שום", "מ + שום"],
  ["B34b", "דְּמַתְנֵי", "מתני", "ד + מתני"],
  ["B34b", "בְּכוּלָּן", "כול", "ב + כולן; ending ־ן"],
  ["B34b", "לְכַוֵּין", "כוין", "ל + כוין"],
  ["B34b", "יְכַוֵּין", "כוין", "prefix י־"],
  ["B34b", "וְכוּ", "כו", "ו + כו"],
  ["B34b", "דְּאָמַר", "אמר", "ד + אמר"],
  ["B34b", "לָרָחוֹק", "רחוק", "ל + רחוק"],
  ["B34b", "וְלַקָּרוֹב", "קרוב", "ו + ל + קרוב"],
  ["B34b", "הַנְּבִיאִים", "נביאים", "ה + נביאים"],
  ["B34b", "כּוּלָּן", "כול", "ending ־ן"],
  ["B34b", "נִתְנַבְּאוּ", "נתנבא", "ending ־ו"],
  ["B34b", "לְתַלְמִיד", "תלמיד", "ל + תלמיד"],
  ["B34b", "עַצְמָן", "עצם", "ending ־ן"],
  ["B34b", "רָאָתָה", "ראה", "ending ־ה; ־ת as ־ה"],
  ["B34b", "יַעֲשֶׂה", "עשה", "prefix י־"],
  ["B34b", "וְאָמַר", "אמר", "ו + אמר"],
  ["B34b", "לְעוֹלָם", "עולם", "ל + עולם"],
  ["B34b", "הַבָּא", "בא", "ה + בא"],
  ["B34b", "וּפְלִיגָא", "פליגא", "ו + פליגא"],
  ["B34b", "דִּשְׁמוּאֵל", "שמואל", "ד + שמואל"],
  ["B34b", "הָעוֹלָם", "עולם", "ה + עולם"],
  ["B34b", "יֶחְדַּל", "חדל", "prefix י־"],
  ["B34b", "מִקֶּרֶב", "קרב", "מ + קרב"],
  ["B34b", "הָאָרֶץ", "ארץ", "ה + ארץ"],
  ["B34b", "לַקָּרוֹב", "קרוב", "ל + קרוב"],
  ["B34b", "וְרַבִּי", "רבי", "ו + רבי"],
  ["B34b", "מֵעִיקָּרָא", "עיקרא", "מ + עיקרא"],
  ["B34b", "וּמַאי", "מאי", "ו + מאי"],
  ["B34b", "לִדְבַר", "דבר", "ל + דבר"],
  ["B34b", "וְנִתְרַחֵק", "נתרחק", "ו + נתרחק"],
  ["B34b", "הַמְשׁוּמָּר", "משמר", "ה + משומר; vowel letter"],
  ["B34b", "בַּעֲנָבָיו", "ענבי", "ב + ענביו; ending ־ו"],
  ["B34b", "תֹּאמַר", "אמר", "prefix ת־"],
  ["B34b", "הָרִאשׁוֹן", "ראשון", "ה + ראשון"],
  ["B34b", "בַּגָּן", "גן", "ב + גן"],
  ["B34b", "וְשֶׁמָּא", "שמא", "ו + שמא"],
  ["B34b", "וְנָהָר", "נהר", "ו + נהר"],
  ["B34b", "יוֹצֵא", "יצא", "vowel letter"],
  ["B34b", "וְעֵדֶן", "עדן", "ו + עדן"],
  ["B34b", "שֶׁחָלָה", "חלה", "ש + חלה"],
  ["B34b", "לְבַקֵּשׁ", "בקש", "ל + בקש"],
  ["B34b", "שֶׁרָאָה", "ראה", "ש + ראה"],
  ["B34b", "לָעֲלִיָּיה", "עלייה", "ל + עלייה"],
  ["B34b", "וּבִקֵּשׁ", "בקש", "ו + בקש"],
  ["B34b", "בִּירִידָתוֹ", "ירידה", "ב + ירידתו; ending ־ו; ־ת as ־ה"],
  ["B34b", "וְכִי", "כי", "ו + כי"],
  ["B34b", "יָשְׁבוּ", "ישב", "ending ־ו"],
  ["B34b", "וְכָתְבוּ", "כתב", "ו + כתבו; ending ־ו"],
  ["B34b", "וְכִוְּונוּ", "כוון", "ו + כוונו; ending ־ו"],
  ["B34b", "אוֹתָהּ", "אות", "ending ־ה"],
  ["B34b", "הָעֲבוֹדָה", "עבודה", "ה + עבודה"],
  ["B34b", "וְשָׁאַל", "שאל", "ו + שאל"],
  ["B34b", "וְשׁוּב", "שוב", "ו + שוב"],
  ["B34b", "שֶׁהָלַךְ", "הלך", "ש + הלך"],
  ["B34b", "לִלְמוֹד", "למוד", "ל + למוד"],
  ["B34b", "וְחָלָה", "חלה", "ו + חלה"],
  ["B34b", "רֹאשׁוֹ", "ראש", "ending ־ו"],
  ["B34b", "וְחָיָה", "חיה", "ו + חיה"],
  ["B34b", "הַיּוֹם", "יום", "ה + יום"],
  ["B34b", "כּוּלּוֹ", "כול", "ending ־ו"],
  ["B34b", "מַשְׁגִּיחִים", "שגח", "מ + שגיחים; ending ־ים; vowel letter"],
  ["B34b", "כְּעֶבֶד", "עבד", "כ + עבד"],
  ["B34b", "לִפְנֵי", "פני", "ל + פני"],
  ["B34b", "בְּבַיִת", "בית", "ב + בית"],
  ["B34b", "וְכַוִּין", "כוין", "ו + כוין"],
  ["B34b", "לָקֳבֵל", "קבל", "ל + קבל"],
  ["B34b", "דִּמְצַלֵּי", "צלי", "ד + מ + צלי"],
  ["B34b", "בְּבַקְתָּא", "בקתא", "ב + בקתא"],
  ["B34b", "דִּמְפָרֵשׁ", "מפרש", "ד + מפרש"],
  ["M", "לֶאֱכֹל", "אכל", "ל + אכל"],
  ["M", "הָאָדָם", "אדם", "ה + אדם"],
  ["M", "לְלָבָן", "לבן", "ל + לבן"],
  ["M", "הַחַמָּה", "חמה", "ה + חמה"],
  ["M", "לַעֲמֹד", "עמד", "ל + עמד"],
  ["M", "בְּשָׁלֹשׁ", "שלש", "ב + שלש"],
  ["M", "הַקּוֹרֵא", "קורא", "ה + קורא"],
  ["M", "מִכָּאן", "כאן", "מ + כאן"],
  ["M", "וְאֵילָךְ", "אילך", "ו + אילך"],
  ["M", "כְּאָדָם", "אדם", "כ + אדם"],
  ["M", "וּבַבֹּקֶר", "בקר", "ו + ב + בקר"],
  ["M", "יַעַמְדוּ", "עמד", "prefix י־; ending ־ו"],
  ["M", "וּבְשָׁכְבְּךָ", "שכב", "ו + ב + שכבך; ending ־ך"],
  ["M", "וּבֵית", "בית", "ו + בית"],
  ["M", "כְדַרְכּוֹ", "דרך", "כ + דרכו; ending ־ו"],
  ["M", "בַדֶּרֶךְ", "דרך", "ב + דרך"],
  ["M", "בְּשָׁעָה", "שעה", "ב + שעה"],
  ["M", "שֶׁבְּנֵי", "בני", "ש + בני"],
  ["M", "שׁוֹכְבִים", "שכב", "ending ־ים; vowel letter"],
  ["M", "וּבְשָׁעָה", "שעה", "ו + ב + שעה"],
  ["M", "כְּדִבְרֵי", "דברי", "כ + דברי"],
  ["M", "בְעַצְמִי", "עצמי", "ב + עצמי"],
  ["M", "לָחוּב", "חוב", "ל + חוב"],
  ["M", "בְּעַצְמְךָ", "עצם", "ב + עצמך; ending ־ך"],
  ["M", "שֶׁעָבַרְתָּ", "עבר", "ש + עברת; ending ־ת"],
  ["M", "וּבָעֶרֶב", "ערב", "ו + ב + ערב"],
  ["M", "לְהַאֲרִיךְ", "האריך", "ל + האריך"],
  ["M", "לְקַצֵּר", "קצר", "ל + קצר"],
  ["M", "לַחְתֹּם", "חתם", "ל + חתם"],
  ["M", "יְצִיאַת", "יציאה", "ending ־ת"],
  ["M", "זָכִיתִי", "זכי", "ending ־תי"],
  ["M", "שֶׁתֵּאָמֵר", "אמר", "ש + תאמר; prefix ת־"],
  ["M", "תִּזְכֹּר", "זכר", "prefix ת־"],
  ["M", "מֵאֶרֶץ", "ארץ", "מ + ארץ"],
  ["M", "הַיָּמִים", "ימים", "ה + ימים"],
  ["M", "הַלֵּילוֹת", "לילות", "ה + לילות"],
  ["M", "לְהָבִיא", "הביא", "ל + הביא"],
  ["M", "וְהִגִּיעַ", "הגיע", "ו + הגיע"],
  ["M", "הַמִּקְרָא", "מקרא", "ה + מקרא"],
  ["M", "בַּפְּרָקִים", "פרקים", "ב + פרקים"],
  ["M", "הַכָּבוֹד", "כבוד", "ה + כבוד"],
  ["M", "וּבָאֶמְצַע", "אמצע", "ו + ב + אמצע"],
  ["M", "הַיִּרְאָה", "יראה", "ה + יראה"],
  ["M", "בָּאֶמְצַע", "אמצע", "ב + אמצע"],
  ["M", "הַפְּרָקִים", "פרקים", "ה + פרקים"],
  ["M", "רִאשׁוֹנָה", "ראשון", "ending ־ה"],
  ["M", "לִשְׁמַע", "שמע", "ל + שמע"],
  ["M", "וּבֵין", "בין", "ו + בין"],
  ["M", "וְהָיָה", "היה", "ו + היה"],
  ["M", "וַיֹּאמֶר", "אמר", "ו + יאמר; prefix י־"],
  ["M", "לֶאֱמֶת", "אמת", "ל + אמת"],
  ["M", "וְיַצִּיב", "יציב", "ו + יציב"],
  ["M", "יַפְסִיק", "פסיק", "prefix י־"],
  ["M", "שֶׁיְּקַבֵּל", "קבל", "ש + יקבל; prefix י־"],
  ["M", "וְאַחַר", "אחר", "ו + אחר"],
  ["M", "יְקַבֵּל", "קבל", "prefix י־"],
  ["M", "בַּיּוֹם", "יום", "ב + יום"],
  ["M", "לְאָזְנוֹ", "אזן", "ל + אזנו; ending ־ו"],
  ["M", "בְּאוֹתִיּוֹתֶיהָ", "אותיות", "ב + אותיותיה; ending ־יה"],
  ["M", "לְמַפְרֵעַ", "מפרע", "ל + מפרע"],
  ["M", "יַחֲזֹר", "חזר", "prefix י־"],
  ["M", "לְמָקוֹם", "מקום", "ל + מקום"],
  ["M", "שֶׁטָּעָה", "טעה", "ש + טעה"],
  ["M", "בְּרֹאשׁ", "ראש", "ב + ראש"],
  ["M", "הָאִילָן", "אילן", "ה + אילן"],
  ["M", "הַנִּדְבָּךְ", "נדבך", "ה + נדבך"],
  ["M", "בַּתְּפִלָּה", "תפלה", "ב + תפלה"],
  ["M", "מוֹצָאֵי", "מוצא", "ending ־י"],
  ["M", "בְּרַבָּן", "רבן", "ב + רבן"],
  ["M", "שֶׁנָּשָׂא", "נשא", "ש + נשא"],
  ["M", "תַּלְמִידָיו", "תלמידי", "ending ־ו"],
  ["M", "שֶׁחָתָן", "חתן", "ש + חתן"],
  ["M", "שׁוֹמֵעַ", "שמע", "vowel letter"],
  ["M", "לְבַטֵּל", "בטל", "ל + בטל"],
  ["M", "שֶׁאָבֵל", "אבל", "ש + אבל"],
  ["M", "לִרְחֹץ", "רחץ", "ל + רחץ"],
  ["M", "כִשְׁאָר", "שאר", "כ + שאר"],
  ["M", "עַבְדּוֹ", "עבד", "ending ־ו"],
  ["M", "הָעֲבָדִים", "עבדים", "ה + עבדים"],
  ["M", "לְפָנָיו", "פני", "ל + פניו; ending ־ו"],
  ["M", "הַתְּפִלָּה", "תפלה", "ה + תפלה"],
  ["M", "וּמִן", "מן", "ו + מן"],
  ["M", "הַתְּפִלִּין", "תפלין", "ה + תפלין"],
  ["M", "נוֹשְׂאֵי", "נשא", "ending ־י; vowel letter"],
  ["M", "הַמִּטָּה", "מטה", "ה + מטה"],
  ["M", "שֶׁלִּפְנֵי", "פני", "ש + ל + פני"],
  ["M", "וְאֶת", "את", "ו + את"],
  ["M", "שֶׁלְּאַחַר", "אחר", "ש + ל + אחר"],
  ["M", "שֶׁלַּמִּטָּה", "מטה", "ש + ל + מטה"],
  ["M", "לַמִּטָּה", "מטה", "ל + מטה"],
  ["M", "וָאֵלּוּ", "אלו", "ו + אלו"],
  ["M", "קָבְרוּ", "קבר", "ending ־ו"],
];

describe("aramaicReadings on 274 real forms of the Talmud and the Mishnah", () => {
  it("has at least 200 rows, from the three texts", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(200);
    expect(new Set(TABLE.map((r) => r[0]))).toEqual(new Set(["B2a", "B34b", "M"]));
  });

  it.each(TABLE)("%s %s → %s (%s)", (_source, word, form, how) => {
    expect(aramaicReadings(word)).toContainEqual(expect.objectContaining({ form, how }));
  });

  it("reads each form first when the lexicon holds the table's head-words", () => {
    const lexicon = new Set(TABLE.map((r) => r[2]));
    const wrong = TABLE.filter(([, word, form]) => foundReadings(word, (f) => lexicon.has(f))[0]?.form !== form).map((r) => r[1]);
    expect(wrong).toEqual(EXPECTED_OTHER_FIRST);
  });
});

describe("the rules one by one", () => {
  it("names proclitics, endings, prefixes and letters put back", () => {
    const how = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form)?.how;
    expect(how("דְּאָמַר", "אמר")).toBe("ד + אמר");
    expect(how("מִילְּתָא", "מילה")).toBe("ending ־תא"); // the head-word's own ־ה put back
    expect(how("בִּתְרוּמָתָן", "תרומה")).toBe("ב + תרומתן; ending ־ן; ־ת as ־ה");
    expect(how("רַבָּנַן", "רבן")).toBe("ending ־ן");
    expect(how("קָתָנֵי", "תני")).toBe("ק + תני");
    expect(how("בִּדְרַבָּנַן", "רבנן")).toBe("ב + ד + רבנן");
    expect(how("נִכְנָסִין", "כנס")).toBe("prefix נ־; ending ־ין");
    expect(how("לִזְנוֹהִי", "זן")).toBe("ל + זנוהי; ending ־והי"); // the Targum's 'his' on a plural
  });

  it("gives each reading's steps as well, its English `how` made from them", () => {
    const steps = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form)?.howSteps;
    expect(steps("דְּאָמַר", "אמר")).toEqual([{ kind: "proclitics", letters: "ד", stem: "אמר" }]);
    expect(steps("בִּתְרוּמָתָן", "תרומה")).toEqual([{ kind: "proclitics", letters: "ב", stem: "תרומתן" }, { kind: "ending", ending: "ן" }, { kind: "ending-as", from: "ת", to: "ה" }]);
    expect(steps("נִכְנָסִין", "כנס")).toEqual([{ kind: "prefix", letters: "נ" }, { kind: "ending", ending: "ין" }]);
    expect(steps("קוֹרִין", "קר")).toEqual([{ kind: "ending", ending: "ין" }, { kind: "vowel-letter" }]);
    expect(steps("קָם", "קום")).toEqual([{ kind: "root", root: "hollow" }]);
    expect(steps("וכו'", "כו'")).toEqual([{ kind: "proclitics", letters: "ו", stem: "כו'" }, { kind: "abbreviation" }]);
    for (const r of aramaicReadings("וּבִתְרוּמָתָן")) expect(r.how).toBe(howText(r.howSteps));
  });

  it("reads כְּ before the relative ד (כִּדְאָמַר 'as he said', כִּדְרַב)", () => {
    const reading = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form);
    expect(reading("כִּדְאָמַר", "אמר")).toMatchObject({ prefixPlain: "כד", how: "כ + ד + אמר" });
    expect(reading("וּכְדִתְנַן", "תנן")?.prefixPlain).toBe("וכד");
  });

  it("keeps an abbreviation whole, in both spellings of its marks, its proclitics stripped", () => {
    const forms = (word: string) => aramaicReadings(word).map((r) => [r.form, r.how]);
    expect(forms('ת"ר')).toEqual([['ת"ר', "abbreviation"], ["ת\u05F4ר", "abbreviation"]]);
    expect(forms("וכו'")).toContainEqual(["כו'", "ו + כו'; abbreviation"]);
    expect(forms("א״ר")).toContainEqual(['א"ר', "abbreviation"]);
  });

  it("has no reading for no Hebrew word, or several words", () => {
    expect(aramaicReadings("amar")).toEqual([]);
    expect(aramaicReadings("אמר רב")).toEqual([]);
  });

  it("cuts a pointed word after its proclitics, points kept, cantillation dropped", () => {
    expect(splitAfterLetters("דְּאָמַר", 1)).toEqual(["דְּ", "אָמַר"]);
    expect(splitAfterLetters("וּבְ֖קוּמֶךָ", 2)).toEqual(["וּבְ", "קוּמֶךָ"]);
    expect(splitAfterLetters("רַבָּנַן", 0)).toEqual(["", "רַבָּנַן"]);
  });
});

/** Words whose first reading, against only the table's head-words, is another row's form. */
const EXPECTED_OTHER_FIRST: string[] = [];

describe("foundReadings' ranking by frequency", () => {
  it("puts the head-word that occurs most often in the imported texts first, then the simplest", () => {
    const lexicon = new Set(["אומר", "אמר", "קורא", "קרא"]);
    const has = (f: string) => lexicon.has(f);
    // Without counts: the simplest (אומר, one step) before אמר (two).
    expect(foundReadings("אוֹמְרִים", has).map((r) => r.form).slice(0, 2)).toEqual(["אומר", "אמר"]);
    const counts: Record<string, number> = { אמר: 120, אומר: 3, קרא: 40, קורא: 1 };
    const frequency = (f: string) => counts[f] ?? 0;
    expect(foundReadings("אוֹמְרִים", has, frequency)[0]?.form).toBe("אמר");
    expect(foundReadings("קוֹרִין", has, frequency)[0]?.form).toBe("קרא");
    // Equal counts fall back to simplicity.
    expect(foundReadings("אוֹמְרִים", has, () => 5)[0]?.form).toBe("אומר");
  });

  it("compares frequencies only of forms of three letters or more, at most 1.5 steps apart", () => {
    const lexicon = new Set(["יעלה", "עלה", "על", "עלי", "כל", "כול", "אכל"]);
    const counts: Record<string, number> = { על: 900, עלי: 300, עלה: 19, יעלה: 9, כל: 900, כול: 50, אכל: 80 };
    const first = (w: string) => foundReadings(w, (f) => lexicon.has(f), (f) => counts[f] ?? 0)[0]?.form;
    // שיעלה: עלה (2.5 steps) before ש + יעלה (1); not על, far-fetched however frequent.
    expect(first("שֶׁיַּעֲלֶה")).toBe("עלה");
    // וכל: ו + כל, not the hollow כול (כל is too short to rank); לאכול: אכל, not ל + א + כל.
    expect(first("וְכָל")).toBe("כל");
    expect(first("לֶאֱכוֹל")).toBe("אכל");
  });

  it("keeps the word itself first when a lexicon holds it, however often the others occur", () => {
    const lexicon = new Set(["עד", "עוד"]);
    expect(foundReadings("עַד", (f) => lexicon.has(f), (f) => (f === "עוד" ? 100 : 1))[0]?.form).toBe("עד");
  });
  it("takes off the Hebrew perfect's first person with an object suffix (מְצָאתִיהָ → מצא, רְאִיתִיהָ → ראי)", () => {
    const forms = (w: string) => aramaicReadings(w).map((r) => r.form);
    expect(forms("מְצָאתִיהָ")).toContain("מצא");
    expect(forms("רְאִיתִיהָ")).toContain("ראי");
    expect(forms("וְהִגְלִיתִים")).toContain("הגלי");
  });
});

describe("aramaicReadings' proclitic chains", () => {
  it("reads ב after ל (לְבַסּוֹף 'at the end', וּלְבַסּוֹף)", () => {
    expect(aramaicReadings("לְבַסּוֹף").find((r) => r.form === "סוף")).toMatchObject({ prefixPlain: "לב", cost: 2 });
    expect(aramaicReadings("וּלְבַסּוֹף").find((r) => r.form === "סוף")?.prefixPlain).toBe("ולב");
  });
  it("reads ד after ב (בִּדְרַבָּנַן 'in a matter of the Rabbis', בִּדְאוֹרָיְיתָא)", () => {
    expect(aramaicReadings("בִּדְרַבָּנַן").find((r) => r.form === "רבנן")).toMatchObject({ prefixPlain: "בד", cost: 2 });
    expect(aramaicReadings("בִּדְאוֹרָיְיתָא").find((r) => r.form === "אורייתא")?.prefixPlain).toBe("בד");
  });
});

;Language: Kyrgyz (1088)
;Kyrgyz translation for the Togyz Kumalak installer
!insertmacro LANGFILE "Kyrgyz" = "Кыргызча" "Kyrgyzcha"

!ifdef MUI_WELCOMEPAGE
  ${LangFileString} MUI_TEXT_WELCOME_INFO_TITLE "$(^NameDA) орнотуу чеберине кош келиңиз"
  ${LangFileString} MUI_TEXT_WELCOME_INFO_TEXT "Бул программа $(^NameDA) оюнун компьютериңизге орнотот.$\r$\n$\r$\n$_CLICK"
!endif
!ifdef MUI_UNWELCOMEPAGE
  ${LangFileString} MUI_UNTEXT_WELCOME_INFO_TITLE "$(^NameDA) өчүрүү чеберине кош келиңиз"
  ${LangFileString} MUI_UNTEXT_WELCOME_INFO_TEXT "Бул программа $(^NameDA) оюнун компьютериңизден өчүрөт.$\r$\n$\r$\nӨчүрүүдөн мурун $(^NameDA) жабык экенин текшериңиз.$\r$\n$\r$\n$_CLICK"
!endif
!ifdef MUI_LICENSEPAGE
  ${LangFileString} MUI_TEXT_LICENSE_TITLE "Лицензиялык келишим"
  ${LangFileString} MUI_TEXT_LICENSE_SUBTITLE "$(^NameDA) орнотуудан мурун лицензиялык келишим менен таанышыңыз."
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM "Келишимдин шарттарын кабыл алсаңыз, $\"Макулмун$\" баскычын басыңыз. Орнотуу үчүн келишимди кабыл алуу керек."
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM_CHECKBOX "Келишимдин шарттарын кабыл алсаңыз, төмөнкү белгини коюңуз. Орнотуу үчүн келишимди кабыл алуу керек. $_CLICK"
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM_RADIOBUTTONS "Келишимдин шарттарын кабыл алсаңыз, төмөнкү биринчи вариантты тандаңыз. Орнотуу үчүн келишимди кабыл алуу керек. $_CLICK"
!endif
!ifdef MUI_UNLICENSEPAGE
  ${LangFileString} MUI_UNTEXT_LICENSE_TITLE "Лицензиялык келишим"
  ${LangFileString} MUI_UNTEXT_LICENSE_SUBTITLE "$(^NameDA) өчүрүүдөн мурун лицензиялык келишим менен таанышыңыз."
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM "Келишимдин шарттарын кабыл алсаңыз, $\"Макулмун$\" баскычын басыңыз. Өчүрүү үчүн келишимди кабыл алуу керек. $_CLICK"
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM_CHECKBOX "Келишимдин шарттарын кабыл алсаңыз, төмөнкү белгини коюңуз. Өчүрүү үчүн келишимди кабыл алуу керек. $_CLICK"
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM_RADIOBUTTONS "Келишимдин шарттарын кабыл алсаңыз, төмөнкү биринчи вариантты тандаңыз. Өчүрүү үчүн келишимди кабыл алуу керек. $_CLICK"
!endif
!ifdef MUI_LICENSEPAGE | MUI_UNLICENSEPAGE
  ${LangFileString} MUI_INNERTEXT_LICENSE_TOP "Текстти жылдыруу үчүн $\"PageUp$\" жана $\"PageDown$\" баскычтарын басыңыз."
!endif
!ifdef MUI_COMPONENTSPAGE
  ${LangFileString} MUI_TEXT_COMPONENTS_TITLE "Курамдар"
  ${LangFileString} MUI_TEXT_COMPONENTS_SUBTITLE "$(^NameDA) орнотула турган курамдарын тандаңыз."
!endif
!ifdef MUI_UNCOMPONENTSPAGE
  ${LangFileString} MUI_UNTEXT_COMPONENTS_TITLE "Курамдар"
  ${LangFileString} MUI_UNTEXT_COMPONENTS_SUBTITLE "$(^NameDA) өчүрүлө турган курамдарын тандаңыз."
!endif
!ifdef MUI_COMPONENTSPAGE | MUI_UNCOMPONENTSPAGE
  ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_TITLE "Сүрөттөмө"
  !ifndef NSIS_CONFIG_COMPONENTPAGE_ALTERNATIVE
    ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_INFO "Сүрөттөмөсүн окуу үчүн чычканды курамдын атына алып барыңыз."
  !else
    ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_INFO "Сүрөттөмөсүн көрүү үчүн курамды тандаңыз."
  !endif
!endif
!ifdef MUI_DIRECTORYPAGE
  ${LangFileString} MUI_TEXT_DIRECTORY_TITLE "Орнотуу папкасын тандоо"
  ${LangFileString} MUI_TEXT_DIRECTORY_SUBTITLE "$(^NameDA) орнотула турган папканы тандаңыз."
!endif
!ifdef MUI_UNDIRECTORYPAGE
  ${LangFileString} MUI_UNTEXT_DIRECTORY_TITLE "Өчүрүү папкасын тандоо"
  ${LangFileString} MUI_UNTEXT_DIRECTORY_SUBTITLE "$(^NameDA) өчүрүлө турган папканы тандаңыз."
!endif
!ifdef MUI_INSTFILESPAGE
  ${LangFileString} MUI_TEXT_INSTALLING_TITLE "Орнотуу"
  ${LangFileString} MUI_TEXT_INSTALLING_SUBTITLE "Күтө туруңуз, $(^NameDA) файлдары көчүрүлүүдө..."
  ${LangFileString} MUI_TEXT_FINISH_TITLE "Орнотуу бүттү"
  ${LangFileString} MUI_TEXT_FINISH_SUBTITLE "Орнотуу ийгиликтүү бүттү."
  ${LangFileString} MUI_TEXT_ABORT_TITLE "Орнотуу токтотулду"
  ${LangFileString} MUI_TEXT_ABORT_SUBTITLE "Орнотуу аягына чыккан жок."
!endif
!ifdef MUI_UNINSTFILESPAGE
  ${LangFileString} MUI_UNTEXT_UNINSTALLING_TITLE "Өчүрүү"
  ${LangFileString} MUI_UNTEXT_UNINSTALLING_SUBTITLE "Күтө туруңуз, $(^NameDA) файлдары өчүрүлүүдө..."
  ${LangFileString} MUI_UNTEXT_FINISH_TITLE "Өчүрүү бүттү"
  ${LangFileString} MUI_UNTEXT_FINISH_SUBTITLE "Программа ийгиликтүү өчүрүлдү."
  ${LangFileString} MUI_UNTEXT_ABORT_TITLE "Өчүрүү токтотулду"
  ${LangFileString} MUI_UNTEXT_ABORT_SUBTITLE "Өчүрүү толук аягына чыккан жок."
!endif
!ifdef MUI_FINISHPAGE
  ${LangFileString} MUI_TEXT_FINISH_INFO_TITLE "$(^NameDA) орнотуу чеберинин иши бүттү"
  ${LangFileString} MUI_TEXT_FINISH_INFO_TEXT "$(^NameDA) орнотулду.$\r$\n$\r$\nОрнотуу программасынан чыгуу үчүн $\"Даяр$\" баскычын басыңыз."
  ${LangFileString} MUI_TEXT_FINISH_INFO_REBOOT "$(^NameDA) орнотууну бүтүрүү үчүн компьютерди кайра күйгүзүү керек. Азыр кайра күйгүзөсүзбү?"
!endif
!ifdef MUI_UNFINISHPAGE
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_TITLE "$(^NameDA) өчүрүү чеберинин иши бүттү"
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_TEXT "$(^NameDA) компьютериңизден өчүрүлдү.$\r$\n$\r$\nӨчүрүү программасынан чыгуу үчүн $\"Даяр$\" баскычын басыңыз."
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_REBOOT "$(^NameDA) өчүрүүнү бүтүрүү үчүн компьютерди кайра күйгүзүү керек. Азыр кайра күйгүзөсүзбү?"
!endif
!ifdef MUI_FINISHPAGE | MUI_UNFINISHPAGE
  ${LangFileString} MUI_TEXT_FINISH_REBOOTNOW "Ооба, компьютерди азыр кайра күйгүзүү"
  ${LangFileString} MUI_TEXT_FINISH_REBOOTLATER "Жок, кийинчерээк кайра күйгүзөм"
  ${LangFileString} MUI_TEXT_FINISH_RUN "$(^NameDA) &ишке киргизүү"
  ${LangFileString} MUI_TEXT_FINISH_SHOWREADME "&Окуу файлын көрсөтүү"
  ${LangFileString} MUI_BUTTONTEXT_FINISH "&Даяр"
!endif
!ifdef MUI_STARTMENUPAGE
  ${LangFileString} MUI_TEXT_STARTMENU_TITLE "$\"Баштоо$\" менюсундагы папка"
  ${LangFileString} MUI_TEXT_STARTMENU_SUBTITLE "Программанын энбелгилери үчүн $\"Баштоо$\" менюсундагы папканы тандаңыз."
  ${LangFileString} MUI_INNERTEXT_STARTMENU_TOP "Программанын энбелгилери жайгаша турган $\"Баштоо$\" менюсундагы папканы тандаңыз. Башка ат да жазсаңыз болот."
  ${LangFileString} MUI_INNERTEXT_STARTMENU_CHECKBOX "Энбелгилерди түзбөө"
!endif
!ifdef MUI_UNCONFIRMPAGE
  ${LangFileString} MUI_UNTEXT_CONFIRM_TITLE "$(^NameDA) өчүрүү"
  ${LangFileString} MUI_UNTEXT_CONFIRM_SUBTITLE "$(^NameDA) компьютерден өчүрүү."
!endif
!ifdef MUI_ABORTWARNING
  ${LangFileString} MUI_TEXT_ABORTWARNING "$(^Name) орнотуудан чын эле баш тартасызбы?"
!endif
!ifdef MUI_UNABORTWARNING
  ${LangFileString} MUI_UNTEXT_ABORTWARNING "$(^Name) өчүрүүдөн чын эле баш тартасызбы?"
!endif
!ifdef MULTIUSER_INSTALLMODEPAGE
  ${LangFileString} MULTIUSER_TEXT_INSTALLMODE_TITLE "Орнотуунун түрү"
  ${LangFileString} MULTIUSER_TEXT_INSTALLMODE_SUBTITLE "$(^NameDA) ким үчүн орнотуларын тандаңыз."
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_TOP "$(^NameDA) өзүңүз үчүн гана же ушул компьютердин бардык колдонуучулары үчүн орнотуларын тандаңыз. $(^ClickNext)"
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_ALLUSERS "Бардык колдонуучулар үчүн орнотуу"
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_CURRENTUSER "Өзүм үчүн гана орнотуу"
!endif

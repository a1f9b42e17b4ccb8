;Language: Kazakh (1087)
;Kazakh translation for the Togyz Kumalak installer
!insertmacro LANGFILE "Kazakh" = "Қазақша" "Qazaqsha"

!ifdef MUI_WELCOMEPAGE
  ${LangFileString} MUI_TEXT_WELCOME_INFO_TITLE "$(^NameDA) орнату шеберіне қош келдіңіз"
  ${LangFileString} MUI_TEXT_WELCOME_INFO_TEXT "Бұл бағдарлама $(^NameDA) ойынын компьютеріңізге орнатады.$\r$\n$\r$\n$_CLICK"
!endif
!ifdef MUI_UNWELCOMEPAGE
  ${LangFileString} MUI_UNTEXT_WELCOME_INFO_TITLE "$(^NameDA) жою шеберіне қош келдіңіз"
  ${LangFileString} MUI_UNTEXT_WELCOME_INFO_TEXT "Бұл бағдарлама $(^NameDA) ойынын компьютеріңізден жояды.$\r$\n$\r$\nЖоюдың алдында $(^NameDA) жабық екеніне көз жеткізіңіз.$\r$\n$\r$\n$_CLICK"
!endif
!ifdef MUI_LICENSEPAGE
  ${LangFileString} MUI_TEXT_LICENSE_TITLE "Лицензиялық келісім"
  ${LangFileString} MUI_TEXT_LICENSE_SUBTITLE "$(^NameDA) орнатпас бұрын лицензиялық келісіммен танысыңыз."
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM "Келісім шарттарын қабылдасаңыз, $\"Келісемін$\" батырмасын басыңыз. Орнату үшін келісімді қабылдау қажет."
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM_CHECKBOX "Келісім шарттарын қабылдасаңыз, төмендегі белгіні қойыңыз. Орнату үшін келісімді қабылдау қажет. $_CLICK"
  ${LangFileString} MUI_INNERTEXT_LICENSE_BOTTOM_RADIOBUTTONS "Келісім шарттарын қабылдасаңыз, төмендегі бірінші нұсқаны таңдаңыз. Орнату үшін келісімді қабылдау қажет. $_CLICK"
!endif
!ifdef MUI_UNLICENSEPAGE
  ${LangFileString} MUI_UNTEXT_LICENSE_TITLE "Лицензиялық келісім"
  ${LangFileString} MUI_UNTEXT_LICENSE_SUBTITLE "$(^NameDA) жоймас бұрын лицензиялық келісіммен танысыңыз."
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM "Келісім шарттарын қабылдасаңыз, $\"Келісемін$\" батырмасын басыңыз. Жою үшін келісімді қабылдау қажет. $_CLICK"
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM_CHECKBOX "Келісім шарттарын қабылдасаңыз, төмендегі белгіні қойыңыз. Жою үшін келісімді қабылдау қажет. $_CLICK"
  ${LangFileString} MUI_UNINNERTEXT_LICENSE_BOTTOM_RADIOBUTTONS "Келісім шарттарын қабылдасаңыз, төмендегі бірінші нұсқаны таңдаңыз. Жою үшін келісімді қабылдау қажет. $_CLICK"
!endif
!ifdef MUI_LICENSEPAGE | MUI_UNLICENSEPAGE
  ${LangFileString} MUI_INNERTEXT_LICENSE_TOP "Мәтінді айналдыру үшін $\"PageUp$\" және $\"PageDown$\" пернелерін басыңыз."
!endif
!ifdef MUI_COMPONENTSPAGE
  ${LangFileString} MUI_TEXT_COMPONENTS_TITLE "Құрамдастар"
  ${LangFileString} MUI_TEXT_COMPONENTS_SUBTITLE "$(^NameDA) орнатылатын құрамдастарын таңдаңыз."
!endif
!ifdef MUI_UNCOMPONENTSPAGE
  ${LangFileString} MUI_UNTEXT_COMPONENTS_TITLE "Құрамдастар"
  ${LangFileString} MUI_UNTEXT_COMPONENTS_SUBTITLE "$(^NameDA) жойылатын құрамдастарын таңдаңыз."
!endif
!ifdef MUI_COMPONENTSPAGE | MUI_UNCOMPONENTSPAGE
  ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_TITLE "Сипаттама"
  !ifndef NSIS_CONFIG_COMPONENTPAGE_ALTERNATIVE
    ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_INFO "Сипаттамасын оқу үшін тінтуірді құрамдастың атауына апарыңыз."
  !else
    ${LangFileString} MUI_INNERTEXT_COMPONENTS_DESCRIPTION_INFO "Сипаттамасын көру үшін құрамдасты таңдаңыз."
  !endif
!endif
!ifdef MUI_DIRECTORYPAGE
  ${LangFileString} MUI_TEXT_DIRECTORY_TITLE "Орнату бумасын таңдау"
  ${LangFileString} MUI_TEXT_DIRECTORY_SUBTITLE "$(^NameDA) орнатылатын буманы таңдаңыз."
!endif
!ifdef MUI_UNDIRECTORYPAGE
  ${LangFileString} MUI_UNTEXT_DIRECTORY_TITLE "Жою бумасын таңдау"
  ${LangFileString} MUI_UNTEXT_DIRECTORY_SUBTITLE "$(^NameDA) жойылатын буманы таңдаңыз."
!endif
!ifdef MUI_INSTFILESPAGE
  ${LangFileString} MUI_TEXT_INSTALLING_TITLE "Орнату"
  ${LangFileString} MUI_TEXT_INSTALLING_SUBTITLE "Күте тұрыңыз, $(^NameDA) файлдары көшірілуде..."
  ${LangFileString} MUI_TEXT_FINISH_TITLE "Орнату аяқталды"
  ${LangFileString} MUI_TEXT_FINISH_SUBTITLE "Орнату сәтті аяқталды."
  ${LangFileString} MUI_TEXT_ABORT_TITLE "Орнату тоқтатылды"
  ${LangFileString} MUI_TEXT_ABORT_SUBTITLE "Орнату аяқталмады."
!endif
!ifdef MUI_UNINSTFILESPAGE
  ${LangFileString} MUI_UNTEXT_UNINSTALLING_TITLE "Жою"
  ${LangFileString} MUI_UNTEXT_UNINSTALLING_SUBTITLE "Күте тұрыңыз, $(^NameDA) файлдары жойылуда..."
  ${LangFileString} MUI_UNTEXT_FINISH_TITLE "Жою аяқталды"
  ${LangFileString} MUI_UNTEXT_FINISH_SUBTITLE "Бағдарлама сәтті жойылды."
  ${LangFileString} MUI_UNTEXT_ABORT_TITLE "Жою тоқтатылды"
  ${LangFileString} MUI_UNTEXT_ABORT_SUBTITLE "Жою толық аяқталмады."
!endif
!ifdef MUI_FINISHPAGE
  ${LangFileString} MUI_TEXT_FINISH_INFO_TITLE "$(^NameDA) орнату шеберінің жұмысы аяқталды"
  ${LangFileString} MUI_TEXT_FINISH_INFO_TEXT "$(^NameDA) орнатылды.$\r$\n$\r$\nОрнату бағдарламасынан шығу үшін $\"Дайын$\" батырмасын басыңыз."
  ${LangFileString} MUI_TEXT_FINISH_INFO_REBOOT "$(^NameDA) орнатуды аяқтау үшін компьютерді қайта қосу қажет. Қазір қайта қосасыз ба?"
!endif
!ifdef MUI_UNFINISHPAGE
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_TITLE "$(^NameDA) жою шеберінің жұмысы аяқталды"
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_TEXT "$(^NameDA) компьютеріңізден жойылды.$\r$\n$\r$\nЖою бағдарламасынан шығу үшін $\"Дайын$\" батырмасын басыңыз."
  ${LangFileString} MUI_UNTEXT_FINISH_INFO_REBOOT "$(^NameDA) жоюды аяқтау үшін компьютерді қайта қосу қажет. Қазір қайта қосасыз ба?"
!endif
!ifdef MUI_FINISHPAGE | MUI_UNFINISHPAGE
  ${LangFileString} MUI_TEXT_FINISH_REBOOTNOW "Иә, компьютерді қазір қайта қосу"
  ${LangFileString} MUI_TEXT_FINISH_REBOOTLATER "Жоқ, кейінірек қайта қосамын"
  ${LangFileString} MUI_TEXT_FINISH_RUN "$(^NameDA) &іске қосу"
  ${LangFileString} MUI_TEXT_FINISH_SHOWREADME "&Оқу файлын көрсету"
  ${LangFileString} MUI_BUTTONTEXT_FINISH "&Дайын"
!endif
!ifdef MUI_STARTMENUPAGE
  ${LangFileString} MUI_TEXT_STARTMENU_TITLE "$\"Бастау$\" мәзіріндегі бума"
  ${LangFileString} MUI_TEXT_STARTMENU_SUBTITLE "Бағдарлама белгішелеріне арналған $\"Бастау$\" мәзірі бумасын таңдаңыз."
  ${LangFileString} MUI_INNERTEXT_STARTMENU_TOP "Бағдарлама белгішелері орналасатын $\"Бастау$\" мәзірі бумасын таңдаңыз. Басқа атау да енгізе аласыз."
  ${LangFileString} MUI_INNERTEXT_STARTMENU_CHECKBOX "Белгішелерді жасамау"
!endif
!ifdef MUI_UNCONFIRMPAGE
  ${LangFileString} MUI_UNTEXT_CONFIRM_TITLE "$(^NameDA) жою"
  ${LangFileString} MUI_UNTEXT_CONFIRM_SUBTITLE "$(^NameDA) компьютерден жою."
!endif
!ifdef MUI_ABORTWARNING
  ${LangFileString} MUI_TEXT_ABORTWARNING "$(^Name) орнатудан шынымен бас тартасыз ба?"
!endif
!ifdef MUI_UNABORTWARNING
  ${LangFileString} MUI_UNTEXT_ABORTWARNING "$(^Name) жоюдан шынымен бас тартасыз ба?"
!endif
!ifdef MULTIUSER_INSTALLMODEPAGE
  ${LangFileString} MULTIUSER_TEXT_INSTALLMODE_TITLE "Орнату түрі"
  ${LangFileString} MULTIUSER_TEXT_INSTALLMODE_SUBTITLE "$(^NameDA) кім үшін орнатылатынын таңдаңыз."
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_TOP "$(^NameDA) тек өзіңізге немесе осы компьютердің барлық пайдаланушыларына орнатылатынын таңдаңыз. $(^ClickNext)"
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_ALLUSERS "Барлық пайдаланушыларға орнату"
  ${LangFileString} MULTIUSER_INNERTEXT_INSTALLMODE_CURRENTUSER "Тек өзіме орнату"
!endif

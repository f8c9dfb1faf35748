<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="yahtzee" tilewidth="80" tileheight="80" tilecount="42" columns="7">
 <image source="../assets/yahtzee/board_tiles.png" width="560" height="480"/>
 <tile id="0">
  <properties>
   <property name="label" value="corner"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="label" value="picture header"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="label" value="column 1"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="label" value="column 2"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="label" value="column 3"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="label" value="column 4"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="label" value="column 5"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="label" value="captain-america row"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="label" value="hulk row"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="label" value="storm row"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="label" value="wolverine row"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="label" value="thor row"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="label" value="captain-america picture space"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="label" value="hulk picture space"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="label" value="storm picture space"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="label" value="wolverine picture space"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="label" value="thor picture space"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="label" value="captain-america space 1"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="label" value="captain-america space 2"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="label" value="captain-america space 3"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="label" value="captain-america space 4"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="label" value="captain-america space 5"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="label" value="hulk space 1"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="label" value="hulk space 2"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="label" value="hulk space 3"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="label" value="hulk space 4"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="label" value="hulk space 5"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="label" value="storm space 1"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="label" value="storm space 2"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="label" value="storm space 3"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="label" value="storm space 4"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="label" value="storm space 5"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="label" value="wolverine space 1"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="label" value="wolverine space 2"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="label" value="wolverine space 3"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="label" value="wolverine space 4"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="label" value="wolverine space 5"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="label" value="thor space 1"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="label" value="thor space 2"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="label" value="thor space 3"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="label" value="thor space 4"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="label" value="thor space 5"/>
  </properties>
 </tile>
</tileset>

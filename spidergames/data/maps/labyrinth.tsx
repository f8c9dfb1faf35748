<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="labyrinth" tilewidth="84" tileheight="84" tilecount="12" columns="4">
 <image source="../assets/labyrinth/tileset.png" width="336" height="252"/>
</tileset>
